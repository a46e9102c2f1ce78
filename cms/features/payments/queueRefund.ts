import { BOOKINGS_QUEUE } from '@cms/core/queues'
import type { PayloadRequest } from 'payload'

import { REFUND_PAYMENT_TASK } from './jobs/refundPaymentTask'
import type { Payment } from '@cms/payload-types'

/** The payment that paid a booking, a place or a donation (another may have been too late, or a second), if any. */
export async function paymentThatPaid(req: PayloadRequest, what: 'booking' | 'registration' | 'donation', id: number): Promise<Payment | null> {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { and: [{ [what]: { equals: id } }, { paidFor: { equals: true } }] },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Queues giving `amount` of a payment back, in the transaction of the change that owes it
 * (refundPaymentTask makes it once that commits). The key names the amount: a provider refuses a
 * key it saw with another amount. Answers whether the payment is then refunded whole.
 */
export async function queueRefund(req: PayloadRequest, payment: Payment, amount: number, idempotencyKey: string): Promise<{ whole: boolean }> {
  const refundedBefore = payment.refundedAmount ?? 0
  const whole = amount >= payment.amount - refundedBefore
  await req.payload.jobs.queue({
    task: REFUND_PAYMENT_TASK,
    queue: BOOKINGS_QUEUE,
    input: { paymentId: payment.id, amount, refundedTotal: refundedBefore + amount, whole, idempotencyKey },
    req,
  })
  return { whole }
}
