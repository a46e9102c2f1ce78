import type { Visitor } from '@cms/core/visitor'
import type { PaymentNextStep } from '../contract/payments'
import type { PaymentToStart } from '../provider'
import { activeProvider } from '../providers'

/**
 * Records a new attempt to pay a booking, a place or a donation (a guest's too), and asks the
 * active provider to start it: the answer says what the browser does next. An attempt the
 * provider cannot start is recorded as failed.
 */
export async function openPayment(visitor: Visitor, attempt: Omit<PaymentToStart, 'paymentId' | 'payer'>): Promise<{ ok: true; paymentId: number; next: PaymentNextStep }> {
  const { payload } = visitor
  const provider = activeProvider(payload)
  const payment = await payload.create({
    collection: 'payments',
    data: {
      [attempt.purpose.kind]: attempt.purpose.id,
      customer: visitor.user?.id ?? null,
      provider: provider.name,
      amount: attempt.amount,
      currency: attempt.currency,
      state: 'initiated',
      refundedAmount: 0,
    },
    overrideAccess: true,
    depth: 0,
  })
  try {
    const { reference, next } = await provider.initiate({ ...attempt, paymentId: payment.id, payer: visitor.user?.id ?? null })
    await payload.update({ collection: 'payments', id: payment.id, data: { reference }, overrideAccess: true, depth: 0 })
    return { ok: true, paymentId: payment.id, next }
  } catch (error) {
    await payload.update({ collection: 'payments', id: payment.id, data: { state: 'failed', failureCode: 'provider_unreachable' }, overrideAccess: true, depth: 0 })
    throw error
  }
}
