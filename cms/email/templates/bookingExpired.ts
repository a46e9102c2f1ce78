import { emailLayout, type EmailContent } from './layout'

/** A hold (or a request to book) that lapsed: the days are free again. */
export function bookingExpiredEmail({
  name,
  startDate,
  endDate,
  language,
  onRequest,
}: {
  name: string
  startDate: string
  endDate: string
  language: 'ru' | 'en'
  onRequest: boolean
}): EmailContent {
  return language === 'en'
    ? emailLayout({
        subject: 'Your booking has expired',
        paragraphs: [
          `Hello, ${name}.`,
          onRequest
            ? `The yacht's owner did not answer your request for ${startDate} – ${endDate} within 48 hours, so the request has lapsed and nothing was charged.`
            : `Your booking for ${startDate} – ${endDate} was not paid within 15 minutes, so the dates were released and nothing was charged.`,
          'You are welcome to book again.',
        ],
      })
    : emailLayout({
        subject: 'Срок бронирования истёк',
        paragraphs: [
          `Здравствуйте, ${name}.`,
          onRequest
            ? `Владелец яхты не ответил на ваш запрос на ${startDate} – ${endDate} в течение 48 часов, поэтому запрос снят, деньги не списаны.`
            : `Бронирование на ${startDate} – ${endDate} не было оплачено в течение 15 минут, поэтому даты освобождены, деньги не списаны.`,
          'Вы можете забронировать снова.',
        ],
      })
}
