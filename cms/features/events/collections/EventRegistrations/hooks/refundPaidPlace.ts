import type { CollectionBeforeChangeHook } from 'payload'

import { paymentThatPaid, queueRefund } from '@cms/features/payments'
import type { EventRegistration } from '@cms/payload-types'

/**
 * A paid place that is cancelled, by its member or an admin, gives the whole entry fee back
 * through the provider that took it: the refund is queued in the cancellation's transaction and
 * made once it commits (refundPaymentTask), its idempotency key the place's, so a retry refunds once.
 */
export const refundPaidPlace: CollectionBeforeChangeHook<EventRegistration> = async ({ data, operation, originalDoc, req }) => {
  // cancelOnly has put the row's payment state, read under its lock, into `data`.
  if (operation !== 'update' || !originalDoc || data.status !== 'cancelled' || originalDoc.status === 'cancelled' || data.paymentStatus !== 'paid') return data
  const payment = await paymentThatPaid(req, 'registration', originalDoc.id)
  if (!payment) return data
  const amount = payment.amount - (payment.refundedAmount ?? 0)
  if (amount <= 0) return data
  await queueRefund(req, payment, amount, `refund-cancelled-registration-${originalDoc.id}-${amount}`)
  return { ...data, paymentStatus: 'refunded' }
}
