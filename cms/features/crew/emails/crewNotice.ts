import { emailLayout, type EmailContent } from '@cms/core/email/layout'

/** What happened to a crew answer that someone is told of. */
export const CREW_NEWS = ['answered', 'accepted', 'declined'] as const
type CrewNews = (typeof CREW_NEWS)[number]

export type CrewNoticeFacts = {
  news: CrewNews
  language: 'ru' | 'en'
  /** Whom the email greets. */
  name: string
  /** The other side: the crew member who answered, or the member who asked. */
  other: string
  /** The other side's address, given once an answer is accepted so the two can agree the details. */
  otherEmail: string | null
  dates: string
  message: string
  link: string
}

const WORDS = {
  en: {
    answered: {
      subject: 'A crew member answered your request',
      body: (f: CrewNoticeFacts) => [`${f.other} answered your request for ${f.dates}:`, `“${f.message}”`, 'Accept the answer that suits you on the crew request page.'],
      link: 'My crew requests',
    },
    accepted: {
      subject: 'Your answer was accepted',
      body: (f: CrewNoticeFacts) => [`${f.other} accepted your answer to their request for ${f.dates}.`, `Write to them at ${f.otherEmail ?? '—'} to agree the details.`],
      link: 'My crew dashboard',
    },
    declined: {
      subject: 'The crew request was filled',
      body: (f: CrewNoticeFacts) => [`${f.other} chose another crew member for ${f.dates}. Thank you for answering.`, 'More requests wait on your crew dashboard.'],
      link: 'My crew dashboard',
    },
    hello: (name: string) => `Hello, ${name}.`,
  },
  ru: {
    answered: {
      subject: 'Отклик на ваш запрос экипажа',
      body: (f: CrewNoticeFacts) => [`${f.other} откликнулся на ваш запрос на ${f.dates}:`, `«${f.message}»`, 'Примите подходящий отклик на странице запроса экипажа.'],
      link: 'Мои запросы экипажа',
    },
    accepted: {
      subject: 'Ваш отклик принят',
      body: (f: CrewNoticeFacts) => [`${f.other} принял ваш отклик на запрос на ${f.dates}.`, `Напишите ему на ${f.otherEmail ?? '—'}, чтобы договориться о деталях.`],
      link: 'Моя панель экипажа',
    },
    declined: {
      subject: 'Экипаж для запроса найден',
      body: (f: CrewNoticeFacts) => [`${f.other} выбрал другого члена экипажа на ${f.dates}. Спасибо за отклик.`, 'Другие запросы ждут на вашей панели экипажа.'],
      link: 'Моя панель экипажа',
    },
    hello: (name: string) => `Здравствуйте, ${name}.`,
  },
} as const

export function crewNoticeEmail(facts: CrewNoticeFacts): EmailContent {
  const words = WORDS[facts.language]
  const notice = words[facts.news]
  return emailLayout({ subject: notice.subject, paragraphs: [words.hello(facts.name), ...notice.body(facts)], link: { href: facts.link, label: notice.link } })
}
