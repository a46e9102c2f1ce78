import { emailLayout, type EmailContent } from './layout'

/** A place at an event went to the member first on its waiting list. */
export function placeOpenedEmail({ name, title, language, link }: { name: string; title: string; language: 'ru' | 'en'; link: string }): EmailContent {
  return language === 'en'
    ? emailLayout({
        subject: `A place opened up: ${title}`,
        paragraphs: [
          `Hello, ${name}.`,
          `Someone cancelled, and the place at "${title}" is now yours: you are registered.`,
          'If you can no longer come, cancel on the event page so the next person gets it.',
        ],
        link: { href: link, label: 'Open the event' },
      })
    : emailLayout({
        subject: `Освободилось место: ${title}`,
        paragraphs: [
          `Здравствуйте, ${name}.`,
          `Кто-то отменил участие, и место на «${title}» теперь ваше: вы зарегистрированы.`,
          'Если не сможете прийти, отмените участие на странице события, чтобы место досталось следующему.',
        ],
        link: { href: link, label: 'Открыть событие' },
      })
}
