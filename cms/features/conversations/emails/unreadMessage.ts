import { emailLayout, type EmailContent } from '@cms/core/email/layout'

type UnreadFacts = { language: 'ru' | 'en'; name: string; from: string; yachtName: string; excerpt: string; link: string }

const WORDS = {
  ru: {
    subject: (f: UnreadFacts) => `Новое сообщение: ${f.yachtName}`,
    body: (f: UnreadFacts) => `${f.from} написал(а) вам в переписке о яхте «${f.yachtName}»: «${f.excerpt}»`,
    hello: (name: string) => `Здравствуйте, ${name}.`,
    link: 'Открыть сообщения',
  },
  en: {
    subject: (f: UnreadFacts) => `New message: ${f.yachtName}`,
    body: (f: UnreadFacts) => `${f.from} wrote to you about ${f.yachtName}: "${f.excerpt}"`,
    hello: (name: string) => `Hello, ${name}.`,
    link: 'Open your messages',
  },
} as const

/** A message that waited unread: who wrote, about which yacht, its first words, and the link to answer. */
export function unreadMessageEmail(facts: UnreadFacts): EmailContent {
  const words = WORDS[facts.language]
  return emailLayout({ subject: words.subject(facts), paragraphs: [words.hello(facts.name), words.body(facts)], link: { href: facts.link, label: words.link } })
}
