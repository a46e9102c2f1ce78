import { writtenDuration } from '@cms/core/contract/duration'
import { emailLayout, type EmailContent } from '@cms/core/email/layout'
import { HOLD_MINUTES, REQUEST_HOURS, WEATHER_ANSWER_HOURS } from '../contract/bookings'
import { REVIEW_WINDOW_DAYS } from '@cms/features/reviews/contract/reviews'

/** What happened to a booking that its customer is told of (a lapsed hold has its own email). */
export const BOOKING_NOTICE_KINDS = ['received', 'requested', 'confirmed', 'declined', 'cancelled', 'calledOff', 'rescheduled', 'completed'] as const
type BookingNoticeKind = (typeof BOOKING_NOTICE_KINDS)[number]

export type BookingNoticeFacts = {
  kind: BookingNoticeKind
  language: 'ru' | 'en'
  name: string
  bookingId: number
  yachtName: string
  startDate: string
  endDate: string
  /** The price, written in the booking's currency. */
  total: string
  /** What came back to the card, written, when anything did. */
  refunded: string | null
  bookingsUrl: string
}

const WORDS = {
  en: {
    received: {
      subject: `Your booking is held for ${writtenDuration(HOLD_MINUTES, 'minute', 'en')}`,
      body: (f: BookingNoticeFacts) =>
        `We are holding ${f.yachtName} for ${f.startDate} – ${f.endDate} for you. Pay ${f.total} within ${writtenDuration(HOLD_MINUTES, 'minute', 'en', 'within')} to confirm booking №${f.bookingId}.`,
    },
    requested: {
      subject: 'Your request to book has been sent',
      body: (f: BookingNoticeFacts) =>
        `Your request for ${f.yachtName}, ${f.startDate} – ${f.endDate} (booking №${f.bookingId}) has gone to the owner, who answers within ${writtenDuration(REQUEST_HOURS, 'hour', 'en', 'within')}. You pay ${f.total} once they confirm.`,
    },
    confirmed: {
      subject: 'Your booking is confirmed',
      body: (f: BookingNoticeFacts) =>
        `Booking №${f.bookingId} is confirmed: ${f.yachtName}, ${f.startDate} – ${f.endDate}, ${f.total}. The attached calendar file adds it to your calendar.`,
    },
    declined: {
      subject: 'The owner declined your request',
      body: (f: BookingNoticeFacts) => `The owner of ${f.yachtName} cannot take your request for ${f.startDate} – ${f.endDate} (booking №${f.bookingId}). Nothing was charged.`,
    },
    cancelled: { subject: 'Your booking is cancelled', body: (f: BookingNoticeFacts) => `Booking №${f.bookingId} (${f.yachtName}, ${f.startDate} – ${f.endDate}) is cancelled.` },
    calledOff: {
      subject: 'Your charter is called off for weather',
      body: (f: BookingNoticeFacts) =>
        `The crew of ${f.yachtName} called off your charter of ${f.startDate} – ${f.endDate} (booking №${f.bookingId}) for weather: the forecast for those days is on your bookings page. Within ${writtenDuration(WEATHER_ANSWER_HOURS, 'hour', 'en', 'within')} choose new days on the same yacht this season at the same price, or a full refund of ${f.total}, whatever the cancellation policy.`,
    },
    rescheduled: {
      subject: 'Your charter has new days',
      body: (f: BookingNoticeFacts) => `Booking №${f.bookingId} is moved: ${f.yachtName}, ${f.startDate} – ${f.endDate}, at the price you paid.`,
    },
    completed: {
      subject: 'How was your charter? Leave a review',
      body: (f: BookingNoticeFacts) =>
        `We hope you enjoyed ${f.yachtName}, ${f.startDate} – ${f.endDate} (booking №${f.bookingId}). Rate the charter and tell other guests about it: the review is open for ${writtenDuration(REVIEW_WINDOW_DAYS, 'day', 'en')} on the Past tab of your bookings.`,
    },
    refund: (amount: string) => `${amount} is on its way back to your card.`,
    hello: (name: string) => `Hello, ${name}.`,
    link: 'My bookings',
    review: 'Write a review',
  },
  ru: {
    received: {
      subject: `Бронирование удерживается ${writtenDuration(HOLD_MINUTES, 'minute', 'ru')}`,
      body: (f: BookingNoticeFacts) =>
        `Мы удерживаем ${f.yachtName} на ${f.startDate} – ${f.endDate} для вас. Оплатите ${f.total} в течение ${writtenDuration(HOLD_MINUTES, 'minute', 'ru', 'within')}, чтобы подтвердить бронирование №${f.bookingId}.`,
    },
    requested: {
      subject: 'Запрос на бронирование отправлен',
      body: (f: BookingNoticeFacts) =>
        `Ваш запрос на ${f.yachtName}, ${f.startDate} – ${f.endDate} (бронирование №${f.bookingId}) отправлен владельцу, он ответит в течение ${writtenDuration(REQUEST_HOURS, 'hour', 'ru', 'within')}. Оплата ${f.total} — после подтверждения.`,
    },
    confirmed: {
      subject: 'Бронирование подтверждено',
      body: (f: BookingNoticeFacts) =>
        `Бронирование №${f.bookingId} подтверждено: ${f.yachtName}, ${f.startDate} – ${f.endDate}, ${f.total}. Приложенный файл добавит его в ваш календарь.`,
    },
    declined: {
      subject: 'Владелец отклонил запрос',
      body: (f: BookingNoticeFacts) => `Владелец ${f.yachtName} не может принять ваш запрос на ${f.startDate} – ${f.endDate} (бронирование №${f.bookingId}). Деньги не списаны.`,
    },
    cancelled: { subject: 'Бронирование отменено', body: (f: BookingNoticeFacts) => `Бронирование №${f.bookingId} (${f.yachtName}, ${f.startDate} – ${f.endDate}) отменено.` },
    calledOff: {
      subject: 'Чартер отменён из-за погоды',
      body: (f: BookingNoticeFacts) =>
        `Экипаж ${f.yachtName} отменил ваш чартер ${f.startDate} – ${f.endDate} (бронирование №${f.bookingId}) из-за погоды: прогноз на эти дни — на странице ваших бронирований. В течение ${writtenDuration(WEATHER_ANSWER_HOURS, 'hour', 'ru', 'within')} выберите новые дни на той же яхте в этом сезоне по той же цене или полный возврат ${f.total}, какими бы ни были условия отмены.`,
    },
    rescheduled: {
      subject: 'Чартер перенесён',
      body: (f: BookingNoticeFacts) => `Бронирование №${f.bookingId} перенесено: ${f.yachtName}, ${f.startDate} – ${f.endDate}, по той же цене.`,
    },
    completed: {
      subject: 'Как прошёл чартер? Оставьте отзыв',
      body: (f: BookingNoticeFacts) =>
        `Надеемся, вам понравилось на ${f.yachtName}, ${f.startDate} – ${f.endDate} (бронирование №${f.bookingId}). Оцените чартер и расскажите о нём другим гостям: отзыв можно оставить в течение ${writtenDuration(REVIEW_WINDOW_DAYS, 'day', 'ru', 'within')} на вкладке «Прошедшие» ваших бронирований.`,
    },
    refund: (amount: string) => `${amount} возвращается на вашу карту.`,
    hello: (name: string) => `Здравствуйте, ${name}.`,
    link: 'Мои бронирования',
    review: 'Написать отзыв',
  },
} as const

export function bookingNoticeEmail(facts: BookingNoticeFacts): EmailContent {
  const words = WORDS[facts.language]
  const notice = words[facts.kind]
  return emailLayout({
    subject: notice.subject,
    paragraphs: [words.hello(facts.name), notice.body(facts), ...(facts.refunded ? [words.refund(facts.refunded)] : [])],
    link: { href: facts.bookingsUrl, label: facts.kind === 'completed' ? words.review : words.link },
  })
}
