import { emailLayout, type EmailContent } from '@cms/core/email/layout'

/**
 * A place at an event went to the member first on its waiting list; at an event with an entry
 * fee, the place is theirs once they pay it, by `payBy` (written for the reader).
 */
export function placeOpenedEmail({
  name,
  title,
  language,
  link,
  payBy,
}: {
  name: string
  title: string
  language: 'ru' | 'en'
  link: string
  payBy?: { fee: string; until: string }
}): EmailContent {
  return language === 'en'
    ? emailLayout({
        subject: `A place opened up: ${title}`,
        paragraphs: [
          `Hello, ${name}.`,
          payBy
            ? `Someone cancelled, and a place at "${title}" is held for you. Pay the entry fee of ${payBy.fee} on the event page by ${payBy.until}, or it goes to the next person.`
            : `Someone cancelled, and the place at "${title}" is now yours: you are registered.`,
          'If you can no longer come, cancel on the event page so the next person gets it.',
        ],
        link: { href: link, label: 'Open the event' },
      })
    : emailLayout({
        subject: `Освободилось место: ${title}`,
        paragraphs: [
          `Здравствуйте, ${name}.`,
          payBy
            ? `Кто-то отменил участие, и место на «${title}» ждёт вас. Оплатите взнос ${payBy.fee} на странице события до ${payBy.until}, иначе место перейдёт следующему.`
            : `Кто-то отменил участие, и место на «${title}» теперь ваше: вы зарегистрированы.`,
          'Если не сможете прийти, отмените участие на странице события, чтобы место досталось следующему.',
        ],
        link: { href: link, label: 'Открыть событие' },
      })
}
