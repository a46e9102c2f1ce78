import { randomBytes, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { GatewayChargeState } from '../collections/GatewayCharges'
import { cardBrand, cardOutcome, keptCardDeclines } from './cards'
import { testGatewayWebhookSecret } from './secret'
import { signWebhook } from './signature'

/**
 * The test gateway's side of a card payment, kept in its own ledger (the gateway-charges
 * collection): open a charge for an amount, take a card for it (or ask the cardholder to confirm
 * first), give money back, and tell the merchant each outcome by a signed webhook. Every change
 * of a charge is one conditional UPDATE, so two tabs paying the same charge pay it once.
 */

export type ChargeView = {
  id: string
  amount: number
  currency: string
  state: GatewayChargeState
  failureCode: string | null
  cardBrand: string | null
  cardLast4: string | null
  refundedAmount: number
}

type ChargeRow = {
  id: number
  saved_card: string | null
  amount: string
  currency: string
  state: GatewayChargeState
  failure_code: string | null
  card_brand: string | null
  card_last4: string | null
  refunded_amount: string
  merchant_reference: string | null
  webhook_url: string
}

const RETURNING = 'id, saved_card, amount, currency, state, failure_code, card_brand, card_last4, refunded_amount, merchant_reference, webhook_url'

const view = (row: ChargeRow): ChargeView => ({
  id: String(row.id),
  amount: Number(row.amount),
  currency: row.currency,
  state: row.state,
  failureCode: row.failure_code,
  cardBrand: row.card_brand,
  cardLast4: row.card_last4,
  refundedAmount: Number(row.refunded_amount),
})

/**
 * A charge the gateway will not touch, with the code its answer carries: `noSuchCharge`,
 * `noSuchCard`, `chargeSettled` (already paid, failed for good or refunded), `notRefundable`.
 */
export class ChargeRefusal extends Error {
  override name = 'ChargeRefusal'
  constructor(
    readonly status: 404 | 409,
    readonly code: 'noSuchCharge' | 'noSuchCard' | 'chargeSettled' | 'notRefundable',
    message: string,
  ) {
    super(message)
  }
}

type ChargeInput = { amount: number; currency: 'RUB' | 'USD'; description: string; merchantReference: string | null; payer: number | null; webhookUrl: string }

export async function openCharge(payload: Payload, input: ChargeInput & { saveCard?: boolean }): Promise<{ id: string; clientSecret: string }> {
  const clientSecret = `tgs_${randomBytes(24).toString('base64url')}`
  const charge = await payload.create({
    collection: 'gateway-charges',
    data: { ...input, saveCard: input.saveCard === true, state: 'open', refundedAmount: 0, clientSecret, deliveries: [], refunds: [] },
    overrideAccess: true,
    depth: 0,
  })
  return { id: String(charge.id), clientSecret }
}

const chargeId = (id: string): number | null => (/^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null)

async function refuseChange(payload: Payload, id: number, clientSecret: string): Promise<never> {
  const { rows } = await payload.db.pool.query<{ state: string }>('SELECT state FROM gateway_charges WHERE id = $1 AND client_secret = $2', [id, clientSecret])
  const [row] = rows
  if (!row) throw new ChargeRefusal(404, 'noSuchCharge', 'No such charge.')
  throw new ChargeRefusal(409, 'chargeSettled', `This charge is already ${row.state}.`)
}

/** Takes a card for an open charge: it pays, is declined, or asks the cardholder to confirm. */
export async function payCharge(payload: Payload, id: string, clientSecret: string, digits: string): Promise<ChargeView> {
  const key = chargeId(id)
  if (key === null) throw new ChargeRefusal(404, 'noSuchCharge', 'No such charge.')
  const outcome = cardOutcome(digits)
  const state: GatewayChargeState = outcome.kind === 'pays' ? 'succeeded' : outcome.kind === 'declined' ? 'failed' : 'requires-action'
  // A card the merchant asked to keep gets its token now; the succeeded event hands it over.
  const { rows } = await payload.db.pool.query<ChargeRow>(
    `UPDATE gateway_charges SET state = $3, failure_code = $4, card_brand = $5, card_last4 = $6, updated_at = now(),
            saved_card = CASE WHEN save_card THEN $7 END, saved_card_declines = $8
      WHERE id = $1 AND client_secret = $2 AND state IN ('open', 'failed') RETURNING ${RETURNING}`,
    [
      key,
      clientSecret,
      state,
      outcome.kind === 'declined' ? outcome.code : null,
      cardBrand(digits),
      digits.slice(-4),
      `tgcard_${randomBytes(18).toString('base64url')}`,
      keptCardDeclines(digits),
    ],
  )
  const [charge] = rows
  if (!charge) return refuseChange(payload, key, clientSecret)
  await tell(payload, charge, state === 'succeeded' ? 'charge.succeeded' : state === 'failed' ? 'charge.failed' : 'charge.requires_action')
  return view(charge)
}

/** The cardholder's answer to the confirmation step (their bank's "is it you?"). */
export async function authenticateCharge(payload: Payload, id: string, clientSecret: string, approve: boolean): Promise<ChargeView> {
  const key = chargeId(id)
  if (key === null) throw new ChargeRefusal(404, 'noSuchCharge', 'No such charge.')
  const { rows } = await payload.db.pool.query<ChargeRow>(
    `UPDATE gateway_charges SET state = $3, failure_code = $4, updated_at = now()
      WHERE id = $1 AND client_secret = $2 AND state = 'requires-action' RETURNING ${RETURNING}`,
    [key, clientSecret, approve ? 'succeeded' : 'failed', approve ? null : 'authentication_failed'],
  )
  const [charge] = rows
  if (!charge) return refuseChange(payload, key, clientSecret)
  await tell(payload, charge, approve ? 'charge.succeeded' : 'charge.failed')
  return view(charge)
}

/**
 * Charges a card kept at an earlier payment, with no cardholder present (a subscription's
 * renewal): a new charge on the same card, paid or declined at once, and told by webhook like any.
 * A token the gateway never issued is refused.
 */
export async function chargeKeptCard(payload: Payload, token: string, input: ChargeInput): Promise<{ id: string; paid: boolean; failureCode?: string }> {
  const { rows: cards } = await payload.db.pool.query<{ card_brand: string | null; card_last4: string | null; saved_card_declines: boolean | null }>(
    `SELECT card_brand, card_last4, saved_card_declines FROM gateway_charges WHERE saved_card = $1 AND state IN ('succeeded', 'refunded', 'partially-refunded')`,
    [token],
  )
  const [card] = cards
  if (!card) throw new ChargeRefusal(404, 'noSuchCard', 'No such kept card.')
  const declines = card.saved_card_declines === true
  const charge = await payload.create({
    collection: 'gateway-charges',
    data: {
      ...input,
      state: declines ? 'failed' : 'succeeded',
      failureCode: declines ? 'card_declined' : null,
      cardBrand: card.card_brand,
      cardLast4: card.card_last4,
      chargedSavedCard: token,
      refundedAmount: 0,
      clientSecret: `tgs_${randomBytes(24).toString('base64url')}`,
      deliveries: [],
      refunds: [],
    },
    overrideAccess: true,
    depth: 0,
  })
  // Answered at once, and told by webhook as well (not awaited: the merchant has the answer).
  const row: ChargeRow = {
    id: charge.id,
    saved_card: null,
    amount: String(charge.amount),
    currency: charge.currency,
    state: charge.state,
    failure_code: charge.failureCode ?? null,
    card_brand: charge.cardBrand ?? null,
    card_last4: charge.cardLast4 ?? null,
    refunded_amount: String(charge.refundedAmount),
    merchant_reference: charge.merchantReference ?? null,
    webhook_url: charge.webhookUrl,
  }
  void tell(payload, row, declines ? 'charge.failed' : 'charge.succeeded')
  return declines ? { id: String(charge.id), paid: false, failureCode: 'card_declined' } : { id: String(charge.id), paid: true }
}

/**
 * Gives back part or all of a paid charge. The idempotency key makes a repeated request a no-op:
 * the merchant may retry a refund whose answer it did not get without refunding twice.
 */
export async function refundCharge(payload: Payload, id: string, amount: number, idempotencyKey: string): Promise<void> {
  const key = chargeId(id)
  if (key === null) throw new ChargeRefusal(404, 'noSuchCharge', 'No such charge.')
  const { rows } = await payload.db.pool.query<ChargeRow>(
    `UPDATE gateway_charges
        SET refunded_amount = refunded_amount + $2,
            state = CASE WHEN refunded_amount + $2 >= amount THEN 'refunded' ELSE 'partially-refunded' END::enum_gateway_charges_state,
            refunds = coalesce(refunds, '[]'::jsonb) || jsonb_build_array(jsonb_build_object('key', $3::text, 'amount', $2::numeric, 'at', now())),
            updated_at = now()
      WHERE id = $1 AND state IN ('succeeded', 'partially-refunded') AND refunded_amount + $2 <= amount
        AND NOT coalesce(refunds, '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('key', $3::text))
      RETURNING ${RETURNING}`,
    [key, amount, idempotencyKey],
  )
  const [charge] = rows
  if (charge) {
    // Not awaited: the merchant is usually inside the transaction the callback's handler waits on.
    void tell(payload, charge, 'charge.refunded')
    return
  }
  const { rows: done } = await payload.db.pool.query(`SELECT 1 FROM gateway_charges WHERE id = $1 AND refunds @> jsonb_build_array(jsonb_build_object('key', $2::text))`, [
    key,
    idempotencyKey,
  ])
  if (done.length === 0) throw new ChargeRefusal(409, 'notRefundable', 'This charge cannot be refunded by that amount.')
}

/** The ledger as /payment-test shows it, newest first, with each charge's webhook log. */
export async function recentCharges(payload: Payload, payer: number | 'all', limit = 20) {
  const where = payer === 'all' ? '' : 'WHERE payer_id = $2'
  const { rows } = await payload.db.pool.query<ChargeRow & { description: string | null; created_at: Date; deliveries: unknown }>(
    `SELECT ${RETURNING}, description, created_at, deliveries FROM gateway_charges ${where} ORDER BY id DESC LIMIT $1`,
    payer === 'all' ? [limit] : [limit, payer],
  )
  return rows.map((row) => ({
    ...view(row),
    description: row.description,
    createdAt: row.created_at.toISOString(),
    deliveries: Array.isArray(row.deliveries) ? row.deliveries : [],
  }))
}

/** Seconds between a failed delivery and its next attempt (three attempts in all). */
const RETRY_DELAYS_MS = [1_000, 5_000]
const DELIVERY_TIMEOUT_MS = 5_000

/**
 * Posts the event to the merchant's webhook URL, signed, and logs the answer on the charge. The
 * first attempt is awaited (the browser then finds its booking already settled); failed ones are
 * tried again later in the background.
 */
async function tell(payload: Payload, charge: ChargeRow, type: string): Promise<void> {
  const event = {
    id: `evt_${randomUUID()}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      charge: {
        id: String(charge.id),
        amount: Number(charge.amount),
        currency: charge.currency,
        state: charge.state,
        failureCode: charge.failure_code,
        refundedAmount: Number(charge.refunded_amount),
        merchantReference: charge.merchant_reference,
        // The kept card's token, to the merchant that asked to keep it, once the charge is paid.
        savedCard: type === 'charge.succeeded' ? charge.saved_card : null,
      },
    },
  }
  const body = JSON.stringify(event)
  const attempt = async (number: number): Promise<void> => {
    let status: number | null = null
    let error: string | null = null
    try {
      const response = await fetch(charge.webhook_url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'gateway-signature': signWebhook(testGatewayWebhookSecret(), body, Math.floor(Date.now() / 1000)) },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      })
      status = response.status
      await response.body?.cancel()
    } catch (failure) {
      error = failure instanceof Error ? failure.message.slice(0, 200) : 'delivery failed'
    }
    await payload.db.pool
      .query(`UPDATE gateway_charges SET deliveries = coalesce(deliveries, '[]'::jsonb) || jsonb_build_array($2::jsonb) WHERE id = $1`, [
        charge.id,
        JSON.stringify({ event: event.id, type, attempt: number, at: new Date().toISOString(), status, error }),
      ])
      .catch((logFailure: unknown) => payload.logger.warn({ err: logFailure }, 'test gateway: could not log a webhook delivery'))
    const delivered = status !== null && status >= 200 && status < 300
    const delay = RETRY_DELAYS_MS[number - 1]
    if (!delivered && delay !== undefined) setTimeout(() => void attempt(number + 1), delay).unref()
  }
  await attempt(1)
}
