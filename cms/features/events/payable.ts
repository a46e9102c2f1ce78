import type { Payable } from '@cms/features/payments'
import { registrantNotice } from './notices/registrantNotice'

type PlaceRow = { status: string; payment_status: string; hold_live: boolean | null }

/**
 * A succeeded entry fee, under the lock of its place: a place still held for it (registered,
 * unpaid, within its time to pay) is paid; any other (released, cancelled, already paid by
 * another attempt) gets the money back. A lapsed place is left to the job that releases it, which
 * also gives it to the waiting list.
 */
export const entryFeePayable: Payable = {
  column: 'registration_id',
  settle: async (client, payment) => {
    const place = (
      await client.query<PlaceRow>('SELECT status, payment_status, hold_expires_at > now() AS hold_live FROM event_registrations WHERE id = $1 FOR UPDATE', [payment.rowId])
    ).rows[0]
    if (place?.status === 'registered' && place.payment_status === 'unpaid' && place.hold_live === true) {
      await client.query(`UPDATE event_registrations SET payment_status = 'paid', hold_expires_at = NULL, updated_at = now() WHERE id = $1`, [payment.rowId])
      return 'confirmed'
    }
    return place?.payment_status === 'paid' ? 'paid-twice-refunded' : 'late-refunded'
  },
  paid: (payload, registrationId) => registrantNotice.now(payload, registrationId, 'paid'),
  refunded: (payment, registrationId) => ({ template: 'feeRefundedLate', values: { reference: payment.reference, registration: registrationId } }),
}
