import type { Payload } from 'payload'

import { inPoolTransaction } from '@cms/core/db/poolTransaction'
import { notifyAdmins } from '@cms/features/notifications'
import { type LockedPayment, type Payable, payablesOf } from '../payable'
import type { ProviderEvent } from '../provider'
import { providerNamed } from '../providers'

/**
 * What a verified callback did: settled what it paid for, told nothing new (a repeat, or an attempt
 * the portal does not know), or found it could no longer be paid (then the money went back).
 */
export type SettleOutcome = 'confirmed' | 'renewed' | 'paid-twice-refunded' | 'late-refunded' | 'failed' | 'awaiting-confirmation' | 'duplicate' | 'unknown' | 'ignored'

type PaymentRow = LockedPayment & { paid_for: boolean | null } & Partial<Record<Payable['column'], number | null>>

/**
 * Applies a provider's verified event to the payment it names and to what it pays for, in one
 * transaction that locks both rows: however often the provider repeats the callback, and however
 * many arrive at once, a payment settles its booking, place, donation or subscription once. Which
 * kind it pays and how that kind is settled is its feature's to say (its Payable); a payment that
 * succeeds for something that can no longer take it is refunded in full straight away.
 */
export async function settlePayment(payload: Payload, providerName: string, event: ProviderEvent): Promise<SettleOutcome> {
  if (event.kind === 'other' || event.kind === 'refunded' || !event.reference) return 'ignored'
  const payables = payablesOf(payload)
  const paidFor = (payment: PaymentRow) => {
    for (const payable of payables) {
      const rowId = payment[payable.column]
      if (typeof rowId === 'number') return { payable, rowId }
    }
    return null
  }
  const { outcome, payment } = await inPoolTransaction(payload, async (client): Promise<{ outcome: SettleOutcome; payment: PaymentRow | undefined }> => {
    const payment = (
      await client.query<PaymentRow>(
        `SELECT id, ${payables.map((payable) => payable.column).join(', ')}, state, paid_for, amount, currency, reference, provider_payment_id
           FROM payments WHERE provider = $1 AND reference = $2 FOR UPDATE`,
        [providerName, event.reference],
      )
    ).rows[0]
    if (!payment) return { outcome: 'unknown', payment }
    if (event.kind === 'failed') {
      const { rowCount } = await client.query(
        `UPDATE payments SET state = 'failed', failure_code = $2, updated_at = now() WHERE id = $1 AND state IN ('initiated', 'requires-action')`,
        [payment.id, event.failureCode?.slice(0, 80) ?? 'failed'],
      )
      return { outcome: rowCount ? 'failed' : 'duplicate', payment }
    }
    if (event.kind === 'requires-action') {
      const { rowCount } = await client.query(`UPDATE payments SET state = 'requires-action', updated_at = now() WHERE id = $1 AND state = 'initiated'`, [payment.id])
      return { outcome: rowCount ? 'awaiting-confirmation' : 'duplicate', payment }
    }
    // Money for something that could not take it, whose refund failed last time: try again.
    if (payment.state === 'succeeded' && !payment.paid_for) return { outcome: 'late-refunded', payment }
    if (['succeeded', 'refunded', 'partially-refunded'].includes(payment.state)) return { outcome: 'duplicate', payment }
    await client.query(`UPDATE payments SET state = 'succeeded', failure_code = NULL, provider_payment_id = coalesce($2, provider_payment_id), updated_at = now() WHERE id = $1`, [
      payment.id,
      event.providerPaymentId ?? null,
    ])
    payment.provider_payment_id = event.providerPaymentId ?? payment.provider_payment_id
    const target = paidFor(payment)
    if (!target) return { outcome: 'late-refunded', payment }
    const settled = await target.payable.settle(client, { ...payment, rowId: target.rowId }, { providerName, savedCard: event.savedCard ?? null })
    if (settled === 'confirmed' || settled === 'renewed') await client.query('UPDATE payments SET paid_for = true WHERE id = $1', [payment.id])
    return { outcome: settled, payment }
  })

  const target = payment ? paidFor(payment) : null
  if ((outcome === 'late-refunded' || outcome === 'paid-twice-refunded') && payment) {
    await refundInFull(payload, providerName, payment)
    if (target) {
      const link = `${payload.config.serverURL}/admin/collections/payments/${payment.id}`
      await notifyAdmins(payload, { ...target.payable.refunded(payment, target.rowId), link })
    }
  }
  if ((outcome === 'confirmed' || outcome === 'renewed') && target) await target.payable.paid(payload, target.rowId, outcome)
  return outcome
}

/** Gives a payment back whole (one idempotency key per payment: asked twice, it refunds once). */
async function refundInFull(payload: Payload, providerName: string, payment: PaymentRow): Promise<void> {
  const provider = providerNamed(payload, providerName)
  if (!provider) throw new Error(`No ${providerName} provider is configured to refund payment ${payment.id}.`)
  const amount = Number(payment.amount)
  await provider.refund({
    reference: payment.reference,
    providerPaymentId: payment.provider_payment_id,
    amount,
    currency: payment.currency,
    idempotencyKey: `refund-whole-payment-${payment.id}`,
  })
  await payload.db.pool.query(`UPDATE payments SET state = 'refunded', refunded_amount = $2, updated_at = now() WHERE id = $1`, [payment.id, amount])
}
