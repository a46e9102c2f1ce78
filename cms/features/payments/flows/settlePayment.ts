import { notifyAdmins } from '@cms/features/notifications/notifyAdmins'
import type { Payload } from 'payload'

import { tellCustomer } from '@cms/features/bookings/notify'
import { thankDonor } from '@cms/features/donations/thankDonor'
import { tellRegistrant } from '@cms/features/events/jobs/tellRegistrantTask'
import { subscriptionPaid } from '@cms/features/subscriptions/tellSubscriber'
import type { ProviderEvent } from '../provider'
import { providerNamed } from '../providers'
import type { PoolClient } from 'pg'

import { inPoolTransaction } from '@cms/core/db/poolTransaction'

/**
 * What a verified callback did: settled a booking, told nothing new (a repeat, or an attempt the
 * portal does not know), or found its booking gone (then the money went back).
 */
export type SettleOutcome = 'confirmed' | 'renewed' | 'paid-twice-refunded' | 'late-refunded' | 'failed' | 'awaiting-confirmation' | 'duplicate' | 'unknown' | 'ignored'

type PaymentRow = {
  id: number
  booking_id: number | null
  registration_id: number | null
  donation_id: number | null
  subscription_id: number | null
  state: string
  paid_booking: boolean | null
  amount: string
  currency: string
  reference: string
  provider_payment_id: string | null
}
type BookingRow = { status: string; payment_status: string; awaiting_owner: boolean | null; blocks_calendar: boolean | null; hold_live: boolean | null; no_deadline: boolean }

/**
 * Applies a provider's verified event to the payment it names and to its booking (or place at an
 * event, see settlePlace), in one transaction that locks both rows: however often the provider repeats the callback, and however
 * many arrive at once, a payment confirms its booking once.
 *
 * A payment that succeeds for a booking that can no longer take it (its hold lapsed, it was
 * cancelled, or another attempt already paid it) is refunded in full straight away.
 */
export async function settlePayment(payload: Payload, providerName: string, event: ProviderEvent): Promise<SettleOutcome> {
  if (event.kind === 'other' || event.kind === 'refunded' || !event.reference) return 'ignored'
  const { outcome, payment } = await inPoolTransaction(payload, async (client): Promise<{ outcome: SettleOutcome; payment: PaymentRow | undefined }> => {
    let outcome: SettleOutcome
    const payment = (
      await client.query<PaymentRow>(
        'SELECT id, booking_id, registration_id, donation_id, subscription_id, state, paid_booking, amount, currency, reference, provider_payment_id FROM payments WHERE provider = $1 AND reference = $2 FOR UPDATE',
        [providerName, event.reference],
      )
    ).rows[0]
    if (!payment) outcome = 'unknown'
    else if (event.kind === 'failed') {
      const { rowCount } = await client.query(
        `UPDATE payments SET state = 'failed', failure_code = $2, updated_at = now() WHERE id = $1 AND state IN ('initiated', 'requires-action')`,
        [payment.id, event.failureCode?.slice(0, 80) ?? 'failed'],
      )
      outcome = rowCount ? 'failed' : 'duplicate'
    } else if (event.kind === 'requires-action') {
      const { rowCount } = await client.query(`UPDATE payments SET state = 'requires-action', updated_at = now() WHERE id = $1 AND state = 'initiated'`, [payment.id])
      outcome = rowCount ? 'awaiting-confirmation' : 'duplicate'
    } else if (payment.state === 'succeeded' && !payment.paid_booking) {
      // Money for a booking that could not take it, whose refund failed last time: try again.
      outcome = 'late-refunded'
    } else if (['succeeded', 'refunded', 'partially-refunded'].includes(payment.state)) outcome = 'duplicate'
    else {
      await client.query(
        `UPDATE payments SET state = 'succeeded', failure_code = NULL, provider_payment_id = coalesce($2, provider_payment_id), updated_at = now() WHERE id = $1`,
        [payment.id, event.providerPaymentId ?? null],
      )
      payment.provider_payment_id = event.providerPaymentId ?? payment.provider_payment_id
      if (payment.registration_id !== null) return { outcome: await settlePlace(client, payment), payment }
      if (payment.donation_id !== null) return { outcome: await settleDonation(client, payment), payment }
      if (payment.subscription_id !== null) return { outcome: await settleSubscription(client, payment, providerName, event.savedCard ?? null), payment }
      const booking = (
        await client.query<BookingRow>(
          'SELECT status, payment_status, awaiting_owner, blocks_calendar, hold_expires_at > now() AS hold_live, hold_expires_at IS NULL AS no_deadline FROM bookings WHERE id = $1 FOR UPDATE',
          [payment.booking_id],
        )
      ).rows[0]
      // A checkout with its hold live, or a confirmed request within its time to pay; either holds its days.
      const inTime = booking?.hold_live === true || booking?.no_deadline === true
      const payable =
        booking?.blocks_calendar === true &&
        inTime &&
        ((booking.status === 'pending' && !booking.awaiting_owner) || (booking.status === 'confirmed' && booking.payment_status === 'unpaid'))
      if (payable) {
        await client.query(
          `UPDATE bookings SET status = 'confirmed', payment_status = 'paid', payment_method = $2, awaiting_owner = false, blocks_calendar = true, updated_at = now() WHERE id = $1`,
          [payment.booking_id, providerName],
        )
        await client.query('UPDATE payments SET paid_booking = true WHERE id = $1', [payment.id])
        outcome = 'confirmed'
      } else {
        // A checkout whose hold lapsed before the money came (or a confirmed request past its time
        // to pay): the booking is over, whether or not the minute's job has got to it yet.
        if (booking?.status === 'pending' || (booking?.status === 'confirmed' && booking.payment_status === 'unpaid')) {
          await client.query(`UPDATE bookings SET status = 'cancelled', blocks_calendar = false, updated_at = now() WHERE id = $1`, [payment.booking_id])
        }
        outcome = booking?.payment_status === 'paid' ? 'paid-twice-refunded' : 'late-refunded'
      }
    }
    return { outcome, payment }
  })
  if ((outcome === 'late-refunded' || outcome === 'paid-twice-refunded') && payment) {
    await refundInFull(payload, providerName, payment)
    const link = `${payload.config.serverURL}/admin/collections/payments/${payment.id}`
    if (payment.registration_id !== null)
      await notifyAdmins(payload, { template: 'feeRefundedLate', values: { reference: payment.reference, registration: payment.registration_id }, link })
    else if (payment.donation_id !== null)
      await notifyAdmins(payload, { template: 'donationRefundedTwice', values: { reference: payment.reference, donation: payment.donation_id }, link })
    else if (payment.subscription_id !== null)
      await notifyAdmins(payload, { template: 'subscriptionRefunded', values: { reference: payment.reference, subscription: payment.subscription_id }, link })
    else await notifyAdmins(payload, { template: 'paymentRefundedLate', values: { reference: payment.reference, booking: payment.booking_id ?? '' }, link })
  }
  if ((outcome === 'confirmed' || outcome === 'renewed') && payment?.subscription_id) await subscriptionPaid(payload, payment.subscription_id, outcome)
  else if (outcome === 'confirmed' && payment) {
    if (payment.registration_id !== null) await tellRegistrant(payload, payment.registration_id, 'paid')
    else if (payment.donation_id !== null) await thankDonor(payload, payment.donation_id)
    else if (payment.booking_id !== null) await tellCustomer(payload, payment.booking_id, 'confirmed')
  }
  return outcome
}

type PlaceRow = { status: string; payment_status: string; hold_live: boolean | null }

/**
 * A succeeded entry fee, under the lock of its place: a place still held for it (registered,
 * unpaid, within its time to pay) is paid; any other (released, cancelled, already paid by
 * another attempt) gets the money back. A lapsed place is left to the job that releases it, which
 * also gives it to the waiting list.
 */
async function settlePlace(client: PoolClient, payment: PaymentRow): Promise<SettleOutcome> {
  const place = (
    await client.query<PlaceRow>('SELECT status, payment_status, hold_expires_at > now() AS hold_live FROM event_registrations WHERE id = $1 FOR UPDATE', [payment.registration_id])
  ).rows[0]
  if (place?.status === 'registered' && place.payment_status === 'unpaid' && place.hold_live === true) {
    await client.query(`UPDATE event_registrations SET payment_status = 'paid', hold_expires_at = NULL, updated_at = now() WHERE id = $1`, [payment.registration_id])
    await client.query('UPDATE payments SET paid_booking = true WHERE id = $1', [payment.id])
    return 'confirmed'
  }
  return place?.payment_status === 'paid' ? 'paid-twice-refunded' : 'late-refunded'
}

/**
 * A succeeded donation, under the lock of its row: a pending one is paid and numbered; one
 * already paid by another attempt (a second tab, a double submit) gets this money back.
 */
async function settleDonation(client: PoolClient, payment: PaymentRow): Promise<SettleOutcome> {
  const { rowCount } = await client.query(
    `UPDATE donations SET status = 'paid', paid_at = now(), updated_at = now(),
            receipt_number = (CASE WHEN language = 'en' THEN 'D' ELSE 'Д' END) || '-' || extract(year FROM now() AT TIME ZONE 'UTC')::int || '-' || lpad(id::text, 6, '0')
      WHERE id = $1 AND status = 'pending'`,
    [payment.donation_id],
  )
  if (!rowCount) return 'paid-twice-refunded'
  await client.query('UPDATE payments SET paid_booking = true WHERE id = $1', [payment.id])
  return 'confirmed'
}

type SubscriptionRow = { subscriber_id: number; kind: string; status: string; renewal_payment_id: number | null }

/**
 * A succeeded subscription payment, under the lock of its subscription: a pending one's first
 * payment makes it active for a month or a year and keeps the card for the renewals; the renewal
 * the job asked for extends the period by one more. A second first payment (two tabs), a payment
 * for a plan of a kind the member already has, or one that comes after the subscription lapsed,
 * goes back. Two first payments of two subscriptions of one member queue on the member's row, so
 * the second finds the first active.
 */
async function settleSubscription(client: PoolClient, payment: PaymentRow, providerName: string, savedCard: string | null): Promise<SettleOutcome> {
  const subscription = (
    await client.query<SubscriptionRow>('SELECT subscriber_id, kind, status, renewal_payment_id FROM subscriptions WHERE id = $1 FOR UPDATE', [payment.subscription_id])
  ).rows[0]
  const period = `CASE period WHEN 'year' THEN interval '1 year' ELSE interval '1 month' END`
  if (subscription?.status === 'pending') {
    await client.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [subscription.subscriber_id])
    const { rowCount: haveOne } = await client.query(`SELECT 1 FROM subscriptions WHERE subscriber_id = $1 AND kind = $2 AND status = 'active'`, [
      subscription.subscriber_id,
      subscription.kind,
    ])
    if (haveOne) return 'paid-twice-refunded'
    await client.query(
      `UPDATE subscriptions SET status = 'active', current_period_start = now(), current_period_end = now() + ${period},
              saved_card = $2, provider = $3, updated_at = now() WHERE id = $1`,
      [payment.subscription_id, savedCard, providerName],
    )
  } else if (subscription?.status === 'active' && subscription.renewal_payment_id === payment.id) {
    await client.query(
      `UPDATE subscriptions SET current_period_start = current_period_end, current_period_end = current_period_end + ${period},
              renewal_payment_id = NULL, renewal_attempted_at = NULL, updated_at = now() WHERE id = $1`,
      [payment.subscription_id],
    )
  } else return 'paid-twice-refunded'
  await client.query('UPDATE payments SET paid_booking = true WHERE id = $1', [payment.id])
  return subscription.status === 'pending' ? 'confirmed' : 'renewed'
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
