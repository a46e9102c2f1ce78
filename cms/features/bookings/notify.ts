import type { Payload, PayloadRequest } from 'payload'

import { type BookingNoticeKind, bookingNoticeEmail } from './emails/bookingNotice'
import { calendar } from './ics'
import { relationId } from '@cms/core/contract/relationId'
import { siteLink } from '@cms/core/email/siteLink'

const written = (language: 'ru' | 'en', amount: number, currency: string) =>
  new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-US', { style: 'currency', currency: currency === 'USD' ? 'USD' : 'RUB', maximumFractionDigits: 0 }).format(amount)

/**
 * Tells a booking's customer, in the language they booked in, what just happened to it; a
 * confirmation or a cancellation carries the booking as an .ics file for their calendar. Mail
 * that cannot be sent is logged, never a reason to undo what happened.
 */
export async function tellCustomer(payload: Payload, bookingId: number, kind: BookingNoticeKind, req?: PayloadRequest): Promise<void> {
  try {
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, req })
    const language = booking.language === 'en' ? 'en' : 'ru'
    const yachtId = relationId(booking.yacht)
    const yacht = yachtId ? await payload.findByID({ collection: 'yachts', id: yachtId, depth: 0, locale: language, overrideAccess: true, disableErrors: true, req }) : null
    const yachtName = yacht?.name ?? (language === 'ru' ? 'яхта' : 'the yacht')
    const content = bookingNoticeEmail({
      kind,
      language,
      name: booking.contactName,
      bookingId: booking.id,
      yachtName,
      startDate: String(booking.startDate),
      endDate: String(booking.endDate),
      total: written(language, booking.totalPrice ?? 0, booking.currency ?? 'RUB'),
      refunded: booking.refundedAmount ? written(language, booking.refundedAmount, booking.currency ?? 'RUB') : null,
      bookingsUrl: siteLink(language, `/bookings?booking=${booking.id}`),
    })
    const withCalendar = kind === 'confirmed' || kind === 'cancelled'
    const ics = withCalendar
      ? calendar(
          [
            {
              uid: `booking-${booking.id}@baikal-yachts`,
              startDate: String(booking.startDate),
              endDate: String(booking.endDate),
              summary: `${yachtName} — Baikal Yachts`,
              description: content.text,
              location: yacht?.homeMarina ?? undefined,
              status: kind === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
              sequence: kind === 'cancelled' ? 1 : 0,
              updatedAt: new Date(booking.updatedAt),
            },
          ],
          { method: kind === 'cancelled' ? 'CANCEL' : 'PUBLISH' },
        )
      : null
    await payload.sendEmail({
      to: booking.contactEmail,
      ...content,
      ...(ics ? { attachments: [{ filename: `booking-${booking.id}.ics`, content: ics, contentType: 'text/calendar; charset=utf-8' }] } : {}),
    })
  } catch (error) {
    payload.logger.error({ err: error }, `booking ${bookingId}: the customer could not be told (${kind})`)
  }
}
