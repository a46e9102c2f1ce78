import type { TaskConfig } from 'payload'

import { notifyAdmins } from '@cms/features/notifications'
import { providerNamed } from '../providers'

export const REFUND_PAYMENT_TASK = 'refundPayment'

const REFUND_ATTEMPTS = 5

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
  retries: { attempts: REFUND_ATTEMPTS, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    { name: 'paymentId', type: 'number', required: true },
    { name: 'amount', type: 'number', required: true },
    { name: 'refundedTotal', type: 'number', required: true },
    { name: 'whole', type: 'checkbox', required: true },
    { name: 'idempotencyKey', type: 'text', required: true },
  ],
  // Once the last attempt has failed, the money is still the customer's: an admin must act.
  onFail: async ({ input, req, taskStatus, job }) => {
    if ((taskStatus?.totalTried ?? 0) < REFUND_ATTEMPTS) return
    const { paymentId, amount } = input as Input
    const payment = await req.payload.findByID({ collection: 'payments', id: paymentId, depth: 0, overrideAccess: true, disableErrors: true })
    const lastError = (job.error as { message?: unknown } | null | undefined)?.message
    await notifyAdmins(req.payload, {
      template: 'refundFailed',
      values: {
        amount: `${amount} ${payment?.currency ?? ''}`.trim(),
        reference: payment?.reference ?? `#${paymentId}`,
        error: typeof lastError === 'string' ? lastError : 'unknown error',
      },
      link: `${req.payload.config.serverURL}/admin/collections/payments/${paymentId}`,
    })
  },
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
