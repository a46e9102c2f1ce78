import { type EmailContent, emailLayout } from '@cms/core/email/layout'

/** The double opt-in's mail: the link that confirms the address. */
export function newsletterConfirmationEmail({ link, language, hours }: { link: string; language: 'ru' | 'en'; hours: number }): EmailContent {
  return language === 'en'
    ? emailLayout({
        subject: 'Confirm your subscription to the Baikal Yachts newsletter',
        paragraphs: [
          'Someone, we hope you, asked to receive the Baikal Yachts newsletter at this address: news about the season, regattas and new routes, once a month. Confirm with the link:',
          `The link works once, for ${hours} hours. If you did not ask, ignore this email and you will hear nothing more from us.`,
        ],
        link: { href: link, label: 'Confirm subscription' },
      })
    : emailLayout({
        subject: 'Подтвердите подписку на рассылку Baikal Yachts',
        paragraphs: [
          'На этот адрес попросили присылать рассылку Baikal Yachts — новости о сезоне, регатах и новых маршрутах, раз в месяц. Подтвердите подписку по ссылке:',
          `Ссылка действует один раз в течение ${hours} часов. Если вы не подписывались, просто проигнорируйте это письмо — больше писем не будет.`,
        ],
        link: { href: link, label: 'Подтвердить подписку' },
      })
}

/** Sent once the address is confirmed. */
export function newsletterWelcomeEmail(language: 'ru' | 'en'): EmailContent {
  return language === 'en'
    ? emailLayout({
        subject: 'You are subscribed to the Baikal Yachts newsletter',
        paragraphs: ['Thank you! Your subscription is confirmed. Once a month we will write about the season on Baikal, regattas and new routes.'],
      })
    : emailLayout({
        subject: 'Вы подписаны на рассылку Baikal Yachts',
        paragraphs: ['Спасибо! Подписка подтверждена. Раз в месяц мы будем писать о сезоне на Байкале, регатах и новых маршрутах.'],
      })
}
