import type { CollectionBeforeChangeHook } from 'payload'

import { BOOKINGS_QUEUE } from '../../../jobs/expireBookingHoldsTask'
import { REFUND_PAYMENT_TASK } from '../../../jobs/refundPaymentTask'
import type { EventRegistration } from '../../../payload-types'

/**
 * A paid place that is cancelled, by its member or an admin, gives the whole entry fee back
 * through the provider that took it: the refund is queued in the cancellation's transaction and
 * made once it commits (refundPaymentTask), its idempotency key the place's, so a retry refunds once.
 */
export const refundPaidPlace: CollectionBeforeChangeHook<EventRegistration> = async ({ data, operation, originalDoc, req }) => {
  // cancelOnly has put the row's payment state, read under its lock, into `data`.
  if (operation !== 'update' || !originalDoc || data.status !== 'cancelled' || originalDoc.status === 'cancelled' || data.paymentStatus !== 'paid') return data
  const { payload } = req
  const payment = (
    await payload.find({
      collection: 'payments',
      where: { and: [{ registration: { equals: originalDoc.id } }, { paidBooking: { equals: true } }] },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
  ).docs[0]
  if (!payment) return data
  const amount = payment.amount - (payment.refundedAmount ?? 0)
  if (amount <= 0) return data
  await payload.jobs.queue({
    task: REFUND_PAYMENT_TASK,
    queue: BOOKINGS_QUEUE,
    input: { paymentId: payment.id, amount, refundedTotal: payment.amount, whole: true, idempotencyKey: `refund-cancelled-registration-${originalDoc.id}-${amount}` },
    req,
  })
  return { ...data, paymentStatus: 'refunded' }
}
