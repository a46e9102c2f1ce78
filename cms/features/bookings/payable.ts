import type { Payable } from '@cms/features/payments'
import { customerNotice } from './notices/customerNotice'

type BookingRow = { status: string; payment_status: string; awaiting_owner: boolean | null; blocks_calendar: boolean | null; hold_live: boolean | null; no_deadline: boolean }

/**
 * A succeeded payment for a booking, under the booking's lock: a checkout with its hold live, or a
 * confirmed request within its time to pay, is paid and confirmed. Otherwise (its hold lapsed, it
 * was cancelled, another attempt paid it) the money goes back, and a booking still waiting for it
 * is over, whether or not the minute's job has got to it yet.
 */
export const bookingPayable: Payable = {
  column: 'booking_id',
  settle: async (client, payment, { providerName }) => {
    const booking = (
      await client.query<BookingRow>(
        'SELECT status, payment_status, awaiting_owner, blocks_calendar, hold_expires_at > now() AS hold_live, hold_expires_at IS NULL AS no_deadline FROM bookings WHERE id = $1 FOR UPDATE',
        [payment.rowId],
      )
    ).rows[0]
    const inTime = booking?.hold_live === true || booking?.no_deadline === true
    const payable =
      booking?.blocks_calendar === true &&
      inTime &&
      ((booking.status === 'pending' && !booking.awaiting_owner) || (booking.status === 'confirmed' && booking.payment_status === 'unpaid'))
    if (payable) {
      await client.query(
        `UPDATE bookings SET status = 'confirmed', payment_status = 'paid', payment_method = $2, awaiting_owner = false, blocks_calendar = true, updated_at = now() WHERE id = $1`,
        [payment.rowId, providerName],
      )
      return 'confirmed'
    }
    if (booking?.status === 'pending' || (booking?.status === 'confirmed' && booking.payment_status === 'unpaid')) {
      await client.query(`UPDATE bookings SET status = 'cancelled', blocks_calendar = false, updated_at = now() WHERE id = $1`, [payment.rowId])
    }
    return booking?.payment_status === 'paid' ? 'paid-twice-refunded' : 'late-refunded'
  },
  paid: (payload, bookingId) => customerNotice.now(payload, bookingId, 'confirmed'),
  refunded: (payment, bookingId) => ({ template: 'paymentRefundedLate', values: { reference: payment.reference, booking: bookingId } }),
}
