import { emailLayout, type EmailContent } from '@cms/core/email/layout'

/** The link that confirms a new account's address. */
export function verificationEmail({ link, firstName, language, hours }: { link: string; firstName: string; language: 'ru' | 'en'; hours: number }): EmailContent {
  return language === 'en'
    ? emailLayout({
        subject: 'Confirm your email address',
        paragraphs: [
          `Welcome aboard, ${firstName}! Please confirm your email address to book yachts and share your content:`,
          `The link works once, for ${hours} hours. If you did not create an account, ignore this email.`,
        ],
        link: { href: link, label: 'Confirm email address' },
      })
    : emailLayout({
        subject: 'Подтвердите адрес электронной почты',
        paragraphs: [
          `Добро пожаловать на борт, ${firstName}! Подтвердите адрес почты, чтобы бронировать яхты и публиковать материалы:`,
          `Ссылка действует один раз в течение ${hours} часов. Если вы не регистрировались, просто проигнорируйте это письмо.`,
        ],
        link: { href: link, label: 'Подтвердить адрес' },
      })
}
