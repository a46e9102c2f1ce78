import type { Payload } from 'payload'

import { RENEWAL_GRACE_DAYS, RENEWAL_RETRY_HOURS } from '../contract/plans'
import { settlePayment } from '@cms/features/payments'
import { providerNamed } from '@cms/features/payments'
import { subscriberNotice } from '../notices/subscriberNotice'
import { rebuildIfFeatured } from '../rebuildIfFeatured'

/** Enough to clear any backlog in a few runs. */
const BATCH = 50

type DueRow = {
  id: number
  subscriber_id: number
  cancel_at_period_end: boolean
  saved_card: string | null
  provider: string | null
  price: string
  language: string
  past_grace: boolean
}

export type RenewalRun = { renewed: number; declined: number; lapsed: number }

/**
 * The subscriptions whose period has ended: one cancelled by its subscriber, one with no kept card,
 * or one whose card kept declining through the grace days, lapses (and its subscriber is told); any other is charged for the next period with the kept card, at most
 * once in RENEWAL_RETRY_HOURS. A paid renewal extends the period through settlePayment, as any
 * payment's callback does; a declined one is tried again the next day.
 */
export async function renewDueSubscriptions(payload: Payload): Promise<RenewalRun> {
  const { rows } = await payload.db.pool.query<DueRow>(
    `SELECT id, subscriber_id, cancel_at_period_end, saved_card, provider, price, language,
            current_period_end + make_interval(days => ${RENEWAL_GRACE_DAYS}) <= now() AS past_grace
       FROM subscriptions
      WHERE status = 'active' AND current_period_end <= now()
        AND (renewal_attempted_at IS NULL OR renewal_attempted_at <= now() - make_interval(hours => ${RENEWAL_RETRY_HOURS}))
      ORDER BY current_period_end LIMIT ${BATCH}`,
  )
  const run: RenewalRun = { renewed: 0, declined: 0, lapsed: 0 }
  for (const due of rows) {
    if (due.cancel_at_period_end || !due.saved_card || due.past_grace) {
      if (await lapse(payload, due.id)) run.lapsed += 1
      continue
    }
    // A provider not configured on this server (its keys removed, say) is tried again later, until the grace days end.
    const provider = due.provider ? providerNamed(payload, due.provider) : null
    if (!provider?.chargeSavedCard) continue
    // Claimed by this run: the attempt's time is written only while no other attempt is under way.
    const payment = await payload.db.pool.query<{ id: number }>(
      `WITH claimed AS (
         UPDATE subscriptions SET renewal_attempted_at = now(), updated_at = now()
          WHERE id = $1 AND status = 'active' AND current_period_end <= now()
            AND (renewal_attempted_at IS NULL OR renewal_attempted_at <= now() - make_interval(hours => ${RENEWAL_RETRY_HOURS}))
          RETURNING id, subscriber_id, price)
       INSERT INTO payments (subscription_id, customer_id, provider, amount, currency, state, refunded_amount, updated_at, created_at)
       SELECT id, subscriber_id, $2, price, 'RUB', 'initiated', 0, now(), now() FROM claimed RETURNING id`,
      [due.id, provider.name],
    )
    const paymentId = payment.rows[0]?.id
    if (paymentId === undefined) continue
    await payload.db.pool.query('UPDATE subscriptions SET renewal_payment_id = $2 WHERE id = $1', [due.id, paymentId])
    try {
      const charged = await provider.chargeSavedCard({
        paymentId,
        purpose: { kind: 'subscription', id: due.id },
        amount: Number(due.price),
        currency: 'RUB',
        description: due.language === 'en' ? `Subscription #${due.id}: renewal` : `Подписка №${due.id}: продление`,
        customerEmail: '',
        payer: due.subscriber_id,
        savedCard: due.saved_card,
      })
      await payload.db.pool.query('UPDATE payments SET reference = $2, provider_payment_id = $3, updated_at = now() WHERE id = $1', [
        paymentId,
        charged.reference,
        charged.providerPaymentId ?? null,
      ])
      // The provider answered at once; its callback, whenever it comes, finds this applied.
      const outcome = await settlePayment(payload, provider.name, {
        id: `renewal-${paymentId}`,
        kind: charged.paid ? 'succeeded' : 'failed',
        reference: charged.reference,
        failureCode: charged.failureCode,
        providerPaymentId: charged.providerPaymentId,
      })
      if (outcome === 'renewed') run.renewed += 1
      else if (!charged.paid) {
        run.declined += 1
        await subscriberNotice.now(payload, due.id, 'renewalFailed')
      }
    } catch (error) {
      await payload.db.pool.query(`UPDATE payments SET state = 'failed', failure_code = 'provider_unreachable', updated_at = now() WHERE id = $1 AND state = 'initiated'`, [
        paymentId,
      ])
      payload.logger.warn({ err: error }, `subscription ${due.id}: the renewal could not be charged`)
    }
  }
  return run
}

/** Ends an active subscription whose period is over; false when another run (or a renewal) got to it first. */
async function lapse(payload: Payload, id: number): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query(
    `UPDATE subscriptions SET status = 'lapsed', lapsed_at = current_period_end, updated_at = now() WHERE id = $1 AND status = 'active' AND current_period_end <= now()`,
    [id],
  )
  if (!rowCount) return false
  await subscriberNotice.now(payload, id, 'lapsed')
  await rebuildIfFeatured(payload, id)
  return true
}
