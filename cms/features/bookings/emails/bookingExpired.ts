import { emailLayout, type EmailContent } from '@cms/core/email/layout'

/** A hold (or a request to book) that lapsed: the days are free again. */
export function bookingExpiredEmail({
  name,
  startDate,
  endDate,
  language,
  reason,
}: {
  name: string
  startDate: string
  endDate: string
  language: 'ru' | 'en'
  /** The checkout's 15 minutes, the owner's 48 hours, or the time to pay after the owner confirmed. */
  reason: 'checkout' | 'owner' | 'payment'
}): EmailContent {
  return language === 'en'
    ? emailLayout({
        subject: 'Your booking has expired',
        paragraphs: [
          `Hello, ${name}.`,
          reason === 'owner'
            ? `The yacht's owner did not answer your request for ${startDate} – ${endDate} within 48 hours, so the request has lapsed and nothing was charged.`
            : reason === 'payment'
              ? `Your confirmed request for ${startDate} – ${endDate} was not paid within 48 hours, so the dates were released and nothing was charged.`
              : `Your booking for ${startDate} – ${endDate} was not paid within 15 minutes, so the dates were released and nothing was charged.`,
          'You are welcome to book again.',
        ],
      })
    : emailLayout({
        subject: 'Срок бронирования истёк',
        paragraphs: [
          `Здравствуйте, ${name}.`,
          reason === 'owner'
            ? `Владелец яхты не ответил на ваш запрос на ${startDate} – ${endDate} в течение 48 часов, поэтому запрос снят, деньги не списаны.`
            : reason === 'payment'
              ? `Подтверждённый запрос на ${startDate} – ${endDate} не был оплачен в течение 48 часов, поэтому даты освобождены, деньги не списаны.`
              : `Бронирование на ${startDate} – ${endDate} не было оплачено в течение 15 минут, поэтому даты освобождены, деньги не списаны.`,
          'Вы можете забронировать снова.',
        ],
      })
}
