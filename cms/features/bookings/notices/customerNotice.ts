import { defineNotice } from '@cms/core/notices'
import { populated, relationId } from '@cms/core/contract/relationId'
import { siteLink } from '@cms/core/email/siteLink'
import { BOOKING_NOTICE_KINDS, bookingNoticeEmail } from '../emails/bookingNotice'
import { calendar } from '../ics'
import { formatMoney } from '@cms/core/contract/money'

/**
 * Tells a booking's customer, in the language they booked in, what just happened to it; a
 * confirmation or a cancellation carries the booking as an .ics file for their calendar. Changes
 * made through the collection queue it (hooks/tellCustomer.ts); a settled payment sends it now
 * (payable.ts).
 */
export const customerNotice = defineNotice({
  slug: 'tellCustomer',
  label: 'Email a booking’s customer',
  kinds: BOOKING_NOTICE_KINDS,
  write: async (payload, bookingId, kind) => {
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true })
    const language = booking.language === 'en' ? 'en' : 'ru'
    const yachtId = relationId(booking.yacht)
    const yacht = yachtId
      ? await payload.findByID({ collection: 'yachts', id: yachtId, depth: 1, populate: { marinas: { name: true } }, locale: language, overrideAccess: true, disableErrors: true })
      : null
    const yachtName = yacht?.name ?? (language === 'ru' ? 'яхта' : 'the yacht')
    const content = bookingNoticeEmail({
      kind,
      language,
      name: booking.contactName,
      bookingId: booking.id,
      yachtName,
      startDate: String(booking.startDate),
      endDate: String(booking.endDate),
      total: formatMoney(language, booking.totalPrice ?? 0, booking.currency ?? 'RUB'),
      refunded: booking.refundedAmount ? formatMoney(language, booking.refundedAmount, booking.currency ?? 'RUB') : null,
      bookingsUrl: siteLink(language, kind === 'completed' ? `/bookings?tab=past&booking=${booking.id}#review` : `/bookings?booking=${booking.id}`),
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
              location: populated(yacht?.homeMarina)?.name,
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
  },
})
