import { emailLayout, type EmailContent } from '@cms/core/email/layout'

export type ServiceTakenFacts = {
  language: 'ru' | 'en'
  /** Whom the email greets: the booking's contact. */
  name: string
  /** The service, in the email's language. */
  service: string
  company: string
  companyEmail: string
  companyPhone: string | null
  dates: string
  link: string
}

const WORDS = {
  en: {
    subject: (f: ServiceTakenFacts) => `${f.service} for your charter is arranged`,
    body: (f: ServiceTakenFacts) => [
      `${f.company} will provide ${f.service.toLowerCase()} for your charter on ${f.dates}, and will contact you to agree the details.`,
      `You can also write to them at ${f.companyEmail}${f.companyPhone ? ` or call ${f.companyPhone}` : ''}.`,
    ],
    link: 'My bookings',
    hello: (name: string) => `Hello, ${name}.`,
  },
  ru: {
    subject: (f: ServiceTakenFacts) => `${f.service}: для вашего чартера всё устроено`,
    body: (f: ServiceTakenFacts) => [
      `${f.company} возьмёт на себя услугу «${f.service}» для вашего чартера ${f.dates} и свяжется с вами, чтобы договориться о деталях.`,
      `Вы тоже можете написать им на ${f.companyEmail}${f.companyPhone ? ` или позвонить по номеру ${f.companyPhone}` : ''}.`,
    ],
    link: 'Мои бронирования',
    hello: (name: string) => `Здравствуйте, ${name}.`,
  },
} as const

/** The customer's news that a service company took one of their charter's services. */
export function serviceTakenEmail(facts: ServiceTakenFacts): EmailContent {
  const words = WORDS[facts.language]
  return emailLayout({ subject: words.subject(facts), paragraphs: [words.hello(facts.name), ...words.body(facts)], link: { href: facts.link, label: words.link } })
}
