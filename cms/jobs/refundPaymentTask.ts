import type { TaskConfig } from 'payload'

import { providerNamed } from '../payments/providers'

export const REFUND_PAYMENT_TASK = 'refundPayment'

type Input = { paymentId: number; amount: number; refundedTotal: number; whole: boolean; idempotencyKey: string }

/**
 * Gives money back through the provider that took it, after the cancellation that owes it has
 * been committed (queued in its transaction): no transaction waits on the provider, and a
 * cancellation that rolls back refunds nothing. Retried on failure; the provider's idempotency
 * key and the absolute totals written here make a retry refund and record once.
 */
export const refundPaymentTask: TaskConfig<{ input: Input; output: Record<string, never> }> = {
  slug: REFUND_PAYMENT_TASK,
  label: 'Refund a payment',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    { name: 'paymentId', type: 'number', required: true },
    { name: 'amount', type: 'number', required: true },
    { name: 'refundedTotal', type: 'number', required: true },
    { name: 'whole', type: 'checkbox', required: true },
    { name: 'idempotencyKey', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    const { payload } = req
    const payment = await payload.findByID({ collection: 'payments', id: input.paymentId, depth: 0, overrideAccess: true })
    const provider = providerNamed(payload, payment.provider)
    if (!provider) throw new Error(`No ${payment.provider} provider is configured to refund payment ${payment.id}.`)
    await provider.refund({
      reference: payment.reference ?? '',
      providerPaymentId: payment.providerPaymentId ?? null,
      amount: input.amount,
      currency: payment.currency,
      idempotencyKey: input.idempotencyKey,
    })
    await payload.db.pool.query('UPDATE payments SET state = $2, refunded_amount = $3, updated_at = now() WHERE id = $1', [
      payment.id,
      input.whole ? 'refunded' : 'partially-refunded',
      input.refundedTotal,
    ])
    return { output: {} }
  },
}
