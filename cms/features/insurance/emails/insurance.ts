import { emailLayout, type EmailContent } from '@cms/core/email/layout'
import { writtenDuration } from '@cms/core/contract/duration'
import { INSURER_CONTACT_HOURS } from '../contract/insurance'

/** The requester: their quotes are ready, at the link (which works without signing in). */
export function quotesReadyEmail({ name, count, link, language }: { name: string; count: number; link: string; language: 'ru' | 'en' }): EmailContent {
  return language === 'en'
    ? emailLayout({
        subject: 'Your charter insurance quotes are ready',
        paragraphs: [
          `Hello, ${name}.`,
          count > 0 ? `${count} insurer(s) have quoted your charter. Compare them and select one:` : 'No insurer could quote your charter this time.',
        ],
        link: { href: link, label: 'See the quotes' },
      })
    : emailLayout({
        subject: 'Предложения по страховке чартера готовы',
        paragraphs: [
          `Здравствуйте, ${name}.`,
          count > 0 ? `Страховщики рассчитали ваш чартер, предложений: ${count}. Сравните их и выберите одно:` : 'К сожалению, ни один страховщик не смог рассчитать ваш чартер.',
        ],
        link: { href: link, label: 'Открыть предложения' },
      })
}

/** The requester: the quote they selected, and that the insurer contacts them within 24 hours (spec 4.4). */
export function quoteSelectedEmail({
  name,
  insurer,
  reference,
  premium,
  language,
}: {
  name: string
  insurer: string
  reference: string
  premium: string
  language: 'ru' | 'en'
}): EmailContent {
  return language === 'en'
    ? emailLayout({
        subject: `Quote selected: ${insurer}`,
        paragraphs: [
          `Hello, ${name}.`,
          `You selected ${insurer}'s quote ${reference}, premium ${premium}. The insurer contacts you within ${writtenDuration(INSURER_CONTACT_HOURS, 'hour', 'en', 'within')} to issue the policy.`,
        ],
        highlight: reference,
      })
    : emailLayout({
        subject: `Предложение выбрано: ${insurer}`,
        paragraphs: [
          `Здравствуйте, ${name}.`,
          `Вы выбрали предложение ${reference} компании ${insurer}, премия ${premium}. Страховщик свяжется с вами в течение ${writtenDuration(INSURER_CONTACT_HOURS, 'hour', 'ru', 'within')}, чтобы оформить полис.`,
        ],
        highlight: reference,
      })
}

/** The insurer: a customer selected their quote; whom to contact and what to insure. In Russian, the portal's working language. */
export function quoteForInsurerEmail(details: {
  insurer: string
  reference: string
  premium: string
  customer: string
  email: string
  phone: string | null
  charter: string
}): EmailContent {
  return emailLayout({
    subject: `Выбрано ваше предложение ${details.reference}`,
    paragraphs: [
      `${details.insurer}, клиент портала Baikal Yachts выбрал ваше предложение, премия ${details.premium}.`,
      `Клиент: ${details.customer}, ${details.email}${details.phone ? `, ${details.phone}` : ''}.`,
      `Чартер: ${details.charter}.`,
      `Свяжитесь с клиентом в течение ${writtenDuration(INSURER_CONTACT_HOURS, 'hour', 'ru', 'within')}, чтобы оформить полис.`,
    ],
    highlight: details.reference,
  })
}
