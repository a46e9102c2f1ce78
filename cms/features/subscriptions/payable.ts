import type { Payable } from '@cms/features/payments'
import { subscriberNotice } from './notices/subscriberNotice'
import { rebuildIfFeatured } from './rebuildIfFeatured'

type SubscriptionRow = { subscriber_id: number; kind: string; status: string; renewal_payment_id: number | null }

const PERIOD = `CASE period WHEN 'year' THEN interval '1 year' ELSE interval '1 month' END`

/**
 * A succeeded subscription payment, under the lock of its subscription: a pending one's first
 * payment makes it active for a month or a year and keeps the card for the renewals; the renewal
 * the job asked for extends the period by one more. A second first payment (two tabs), a payment
 * for a plan of a kind the member already has, or one that comes after the subscription lapsed,
 * goes back. Two first payments of two subscriptions of one member queue on the member's row, so
 * the second finds the first active.
 */
export const subscriptionPayable: Payable = {
  column: 'subscription_id',
  settle: async (client, payment, { providerName, savedCard }) => {
    const subscription = (
      await client.query<SubscriptionRow>('SELECT subscriber_id, kind, status, renewal_payment_id FROM subscriptions WHERE id = $1 FOR UPDATE', [payment.rowId])
    ).rows[0]
    if (subscription?.status === 'pending') {
      await client.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [subscription.subscriber_id])
      const { rowCount: haveOne } = await client.query(`SELECT 1 FROM subscriptions WHERE subscriber_id = $1 AND kind = $2 AND status = 'active'`, [
        subscription.subscriber_id,
        subscription.kind,
      ])
      if (haveOne) return 'paid-twice-refunded'
      await client.query(
        `UPDATE subscriptions SET status = 'active', current_period_start = now(), current_period_end = now() + ${PERIOD},
                saved_card = $2, provider = $3, updated_at = now() WHERE id = $1`,
        [payment.rowId, savedCard, providerName],
      )
      return 'confirmed'
    }
    if (subscription?.status === 'active' && subscription.renewal_payment_id === payment.id) {
      await client.query(
        `UPDATE subscriptions SET current_period_start = current_period_end, current_period_end = current_period_end + ${PERIOD},
                renewal_payment_id = NULL, renewal_attempted_at = NULL, updated_at = now() WHERE id = $1`,
        [payment.rowId],
      )
      return 'renewed'
    }
    return 'paid-twice-refunded'
  },
  // The subscriber is told; a business tier that puts yachts first in the catalogue has the site rebuilt so they show there.
  paid: async (payload, subscriptionId, outcome) => {
    await subscriberNotice.now(payload, subscriptionId, outcome === 'confirmed' ? 'started' : 'renewed')
    if (outcome === 'confirmed') await rebuildIfFeatured(payload, subscriptionId)
  },
  refunded: (payment, subscriptionId) => ({ template: 'subscriptionRefunded', values: { reference: payment.reference, subscription: subscriptionId } }),
}
