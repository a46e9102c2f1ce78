import { writtenDuration } from '@cms/core/contract/duration'
import { emailLayout, type EmailContent } from '@cms/core/email/layout'
import { HOLD_MINUTES, PAY_AFTER_CONFIRMATION_HOURS, REQUEST_HOURS } from '../contract/bookings'

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
  /** The checkout's hold, the owner's time to answer, or the time to pay after the owner confirmed. */
  reason: 'checkout' | 'owner' | 'payment'
}): EmailContent {
  return language === 'en'
    ? emailLayout({
        subject: 'Your booking has expired',
        paragraphs: [
          `Hello, ${name}.`,
          reason === 'owner'
            ? `The yacht's owner did not answer your request for ${startDate} – ${endDate} within ${writtenDuration(REQUEST_HOURS, 'hour', 'en', 'within')}, so the request has lapsed and nothing was charged.`
            : reason === 'payment'
              ? `Your confirmed request for ${startDate} – ${endDate} was not paid within ${writtenDuration(PAY_AFTER_CONFIRMATION_HOURS, 'hour', 'en', 'within')}, so the dates were released and nothing was charged.`
              : `Your booking for ${startDate} – ${endDate} was not paid within ${writtenDuration(HOLD_MINUTES, 'minute', 'en', 'within')}, so the dates were released and nothing was charged.`,
          'You are welcome to book again.',
        ],
      })
    : emailLayout({
        subject: 'Срок бронирования истёк',
        paragraphs: [
          `Здравствуйте, ${name}.`,
          reason === 'owner'
            ? `Владелец яхты не ответил на ваш запрос на ${startDate} – ${endDate} в течение ${writtenDuration(REQUEST_HOURS, 'hour', 'ru', 'within')}, поэтому запрос снят, деньги не списаны.`
            : reason === 'payment'
              ? `Подтверждённый запрос на ${startDate} – ${endDate} не был оплачен в течение ${writtenDuration(PAY_AFTER_CONFIRMATION_HOURS, 'hour', 'ru', 'within')}, поэтому даты освобождены, деньги не списаны.`
              : `Бронирование на ${startDate} – ${endDate} не было оплачено в течение ${writtenDuration(HOLD_MINUTES, 'minute', 'ru', 'within')}, поэтому даты освобождены, деньги не списаны.`,
          'Вы можете забронировать снова.',
        ],
      })
}
