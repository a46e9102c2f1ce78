import type { CollectionBeforeChangeHook } from 'payload'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { customerRefund } from '@cms/features/bookings/refunds'
import type { CancellationPolicy } from '@cms/features/bookings/contract/bookings'
import { paymentThatPaid, queueRefund } from '@cms/features/payments'
import type { Booking } from '@cms/payload-types'
import { relationId } from '@cms/core/contract/relationId'

/**
 * A paid booking that is cancelled gives money back through the provider that took it: the
 * refund is queued in the cancellation's transaction and made once it commits (refundPaymentTask):
 * - cancelled by its customer: what the yacht's cancellation policy returns for the notice given;
 * - declined by the owner, cancelled by the portal's staff, or by its customer after the owner
 *   called it off for weather: everything.
 * The refund's idempotency key is the booking's and the amount's, so a retry refunds once.
 */
export const refundOnCancel: CollectionBeforeChangeHook<Booking> = async ({ data, operation, originalDoc, req }) => {
  // stateChanges has put the row's payment state, read under its lock, into `data`.
  if (operation !== 'update' || !originalDoc || data.status !== 'cancelled' || originalDoc.status === 'cancelled' || data.paymentStatus !== 'paid') return data
  const { payload } = req
  const payment = await paymentThatPaid(req, 'booking', originalDoc.id)
  if (!payment) return data
  const paid = payment.amount - (payment.refundedAmount ?? 0)
  const byCustomer = req.user?.id !== undefined && relationId(originalDoc.customer) === req.user.id
  let amount = paid
  // A charter called off for weather comes back in full, whatever the policy.
  if (byCustomer && originalDoc.weatherCallOff !== 'awaiting') {
    const yachtId = relationId(originalDoc.yacht)
    const yacht = yachtId ? await payload.findByID({ collection: 'yachts', id: yachtId, depth: 0, req, overrideAccess: true, disableErrors: true }) : null
    const policy: CancellationPolicy = yacht?.cancellationPolicy ?? 'moderate'
    amount = customerRefund(policy, paid, marinaDayOf(new Date()), String(originalDoc.startDate)).amount
  }
  if (amount <= 0) return data
  // The amount is in the key: a provider refuses a key it saw with another amount.
  const { whole } = await queueRefund(req, payment, amount, `refund-cancelled-booking-${originalDoc.id}-${amount}`)
  return { ...data, paymentStatus: whole ? 'refunded' : 'partially-refunded', refundedAmount: amount }
}
