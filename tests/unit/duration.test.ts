import { describe, expect, it } from 'vitest'

import { writtenDuration } from '@cms/core/contract/duration'
import { formatMoney } from '@cms/core/contract/money'
import { CATERING_PER_GUEST_PER_DAY_RUB, HOLD_MINUTES, REQUEST_HOURS } from '@cms/features/bookings/contract/bookings'
import { bookingExpiredEmail } from '@cms/features/bookings/emails/bookingExpired'
import { bookingNoticeEmail, type BookingNoticeFacts } from '@cms/features/bookings/emails/bookingNotice'
import { COMMENT_EDIT_MINUTES } from '@cms/features/content/contract/comments'
import { stringsWithPrefix } from '@site/i18n'
import { createIslandI18n } from '@site/ui/IslandI18n'

const facts: BookingNoticeFacts = {
  kind: 'received',
  language: 'ru',
  name: 'Анна',
  bookingId: 7,
  yachtName: 'Ангара',
  startDate: '1 июля',
  endDate: '3 июля',
  total: '90 000 ₽',
  refunded: null,
  bookingsUrl: 'http://site.test/bookings',
}

describe('writtenDuration', () => {
  it('writes the spans the spec names as it names them', () => {
    expect(writtenDuration(15, 'minute', 'ru')).toBe('15 минут')
    expect(writtenDuration(15, 'minute', 'ru', 'within')).toBe('15 минут')
    expect(writtenDuration(48, 'hour', 'ru', 'within')).toBe('48 часов')
    expect(writtenDuration(15, 'minute', 'en')).toBe('15 minutes')
    expect(writtenDuration(48, 'hour', 'en', 'within')).toBe('48 hours')
  })

  it('follows Russian number agreement when a constant changes', () => {
    expect([1, 2, 5, 11, 21, 24].map((count) => writtenDuration(count, 'hour', 'ru'))).toEqual(['1 час', '2 часа', '5 часов', '11 часов', '21 час', '24 часа'])
    expect([1, 2, 5, 21, 24].map((count) => writtenDuration(count, 'hour', 'ru', 'within'))).toEqual(['1 часа', '2 часов', '5 часов', '21 часа', '24 часов'])
    expect([1, 3, 30].map((count) => writtenDuration(count, 'minute', 'ru'))).toEqual(['1 минуту', '3 минуты', '30 минут'])
    expect([1, 7].map((count) => writtenDuration(count, 'day', 'ru', 'within'))).toEqual(['1 дня', '7 дней'])
    expect(writtenDuration(1, 'day', 'en')).toBe('1 day')
  })
})

describe('texts that name a span or a price take it from the contract', () => {
  const islandT = (locale: 'ru' | 'en', prefix: string) => createIslandI18n({ locale, strings: stringsWithPrefix(locale, prefix) }).t

  it('read as the spec writes them with today’s constants, in both languages', () => {
    const ru = islandT('ru', 'booking.')
    const en = islandT('en', 'booking.')
    expect(ru('booking.panel.request', { count: REQUEST_HOURS })).toBe('Бронирование по запросу: владелец подтверждает в течение 48 часов, после этого вы оплачиваете.')
    expect(en('booking.hold.expired', { count: HOLD_MINUTES })).toBe('The 15 minutes to pay have run out and the dates were released. Please book again.')
    expect(ru('booking.hold.expired', { count: HOLD_MINUTES })).toBe('15 минут на оплату истекли, даты освобождены. Забронируйте заново.')
    expect(ru('booking.field.catering', { price: formatMoney('ru', CATERING_PER_GUEST_PER_DAY_RUB) })).toBe('Кейтеринг (2\u00a0500\u00a0₽ на гостя в день)')
    expect(islandT('ru', 'comments.')('comments.error.editWindowClosed', { count: COMMENT_EDIT_MINUTES })).toBe('Комментарий можно изменить в течение 15 минут после публикации.')
    const held = bookingNoticeEmail({ ...facts, language: 'ru' })
    expect(held.subject).toBe('Бронирование удерживается 15 минут')
    expect(held.text).toContain('в течение 15 минут')
    expect(bookingExpiredEmail({ name: 'Анна', startDate: '1 июля', endDate: '3 июля', language: 'en', reason: 'owner' }).text).toContain('within 48 hours')
  })

  it('follow a changed number in the right grammatical form', () => {
    const ru = islandT('ru', 'booking.')
    expect(ru('booking.panel.request', { count: 24 })).toContain('в течение 24 часов')
    expect(ru('booking.panel.request', { count: 1 })).toContain('в течение 1 часа')
    expect(ru('booking.hold.expired', { count: 3 })).toMatch(/^3 минуты на оплату истекли/)
    expect(islandT('en', 'booking.')('booking.hold.expired', { count: 1 })).toMatch(/^The 1 minute to pay has run out/)
  })
})
