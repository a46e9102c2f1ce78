import { emailLayout, type EmailContent } from '@cms/core/email/layout'

/**
 * What became of the entry fee of a member's place: paid (the place is theirs), or not paid in
 * time (the place was released, nothing was charged).
 */
export function placeFeeEmail({
  name,
  title,
  fee,
  kind,
  language,
  link,
}: {
  name: string
  title: string
  /** The fee as written for the reader (e.g. "45 000 ₽"). */
  fee: string
  kind: 'paid' | 'released'
  language: 'ru' | 'en'
  link: string
}): EmailContent {
  if (language === 'en')
    return emailLayout({
      subject: kind === 'paid' ? `Entry fee paid: ${title}` : `Place released: ${title}`,
      paragraphs:
        kind === 'paid'
          ? [
              `Hello, ${name}.`,
              `We received your entry fee of ${fee} for "${title}". Your place is confirmed.`,
              'If you cancel on the event page before it starts, the fee is refunded in full.',
            ]
          : [
              `Hello, ${name}.`,
              `The entry fee of ${fee} for "${title}" was not paid in time, so your place was released and nothing was charged.`,
              'You are welcome to register again if places remain.',
            ],
      link: { href: link, label: 'Open the event' },
    })
  return emailLayout({
    subject: kind === 'paid' ? `Взнос оплачен: ${title}` : `Место освобождено: ${title}`,
    paragraphs:
      kind === 'paid'
        ? [
            `Здравствуйте, ${name}.`,
            `Мы получили взнос ${fee} за участие в «${title}». Ваше место подтверждено.`,
            'Если вы отмените участие на странице события до его начала, взнос вернётся полностью.',
          ]
        : [
            `Здравствуйте, ${name}.`,
            `Взнос ${fee} за участие в «${title}» не был оплачен вовремя, поэтому место освобождено, деньги не списаны.`,
            'Вы можете зарегистрироваться снова, если места остались.',
          ],
    link: { href: link, label: 'Открыть событие' },
  })
}
