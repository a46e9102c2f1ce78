import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import type { Yacht } from '@cms/payload-types'
import * as bookingById from '@site/pages/api/bookings/[id]'
import * as cancel from '@site/pages/api/bookings/[id]/cancel'
import * as bookings from '@site/pages/api/bookings/index'
import * as login from '@site/pages/api/login'
import * as startPayment from '@site/pages/api/payments/[bookingId]'
import * as webhook from '@site/pages/api/payments/webhook/[provider]'
import * as subscriptions from '@site/pages/api/subscriptions/index'
import * as pay from '@site/pages/api/test-gateway/charges/[id]/pay'
import { renewDueSubscriptions } from '@cms/features/subscriptions/flows/renew'
import { makeImage, makeUser, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'

/**
 * Stripe as the provider, through the real `stripe` SDK against a loopback server that speaks
 * Stripe's HTTP API (form-encoded requests, JSON answers): a Checkout Session to redirect to,
 * Stripe-signed events that settle the booking, and refunds by PaymentIntent with an idempotency key.
 */
type Seen = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | undefined; authorization: string | undefined }
const seen: Seen[] = []
let stripeApi: http.Server
let payload: Payload
let call: ReturnType<typeof portalApi>
let yacht: Yacht
const WEBHOOK_SECRET = 'whsec_loopback_test'
const day = (offset: number) => addDays(marinaDayOf(new Date()), offset)

function startStripeApi(): Promise<http.Server> {
  let sessions = 0
  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
    const path = new URL(incoming.url ?? '/', 'http://stripe.test').pathname
    seen.push({
      method: incoming.method ?? '',
      path,
      form,
      idempotencyKey: incoming.headers['idempotency-key'] as string | undefined,
      authorization: incoming.headers.authorization,
    })
    const answer = (status: number, body: unknown) => {
      outgoing.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${seen.length}` })
      outgoing.end(JSON.stringify(body))
    }
    if (incoming.method === 'POST' && path === '/v1/checkout/sessions') {
      sessions += 1
      const id = `cs_test_${sessions}`
      return answer(200, {
        id,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'unpaid',
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: form.get('client_reference_id'),
      })
    }
    // Charges of a kept card without its holder (a subscription's renewal); pm_card_chargeDeclined declines, as Stripe's test card does.
    if (incoming.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_renewal_${seen.length}`
      if (form.get('payment_method') === 'pm_card_chargeDeclined')
        return answer(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' },
          },
        })
      return answer(200, { id, object: 'payment_intent', status: 'succeeded', amount: Number(form.get('amount')), currency: form.get('currency'), customer: form.get('customer') })
    }
    // The PaymentIntent of a completed Checkout Session: the card it was paid with.
    const intent = /^\/v1\/payment_intents\/(pi_[\w]+)$/.exec(path)
    if (incoming.method === 'GET' && intent) {
      const method = intent[1]!.includes('declines') ? 'pm_card_chargeDeclined' : 'pm_card_visa'
      return answer(200, { id: intent[1], object: 'payment_intent', status: 'succeeded', payment_method: method })
    }
    if (incoming.method === 'POST' && path === '/v1/refunds') {
      return answer(200, { id: `re_${seen.length}`, object: 'refund', status: 'succeeded', amount: Number(form.get('amount')), payment_intent: form.get('payment_intent') })
    }
    answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${incoming.method}: ${path}).` } })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

beforeAll(async () => {
  stripeApi = await startStripeApi()
  process.env.STRIPE_SECRET_KEY = 'sk_test_loopback'
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
  process.env.STRIPE_API_URL = `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`
  payload = await testPayload()
  call = portalApi(payload)
  const owner = await makeUser(payload, ['owner'])
  yacht = await payload.create({
    collection: 'yachts',
    data: { ...yachtData(await makeImage(payload)), pricePerDay: 30_000, captain: 'included', cancellationPolicy: 'moderate', owner: owner.id, _status: 'published' },
    overrideAccess: true,
    context: quiet,
  })
})
afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY
  delete process.env.STRIPE_WEBHOOK_SECRET
  delete process.env.STRIPE_API_URL
  await new Promise((resolve) => stripeApi.close(resolve))
})

function stripeEvent(type: string, object: Record<string, unknown>) {
  const body = JSON.stringify({ id: `evt_${type}_${object.id}`, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object } })
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) }
}

const sendEvent = (body: string, signature: string) =>
  call(webhook, 'POST', { params: { provider: 'stripe' }, raw: body, contentType: 'application/json', headers: { 'stripe-signature': signature } })

describe('paying with Stripe', () => {
  it('sends the customer to a Checkout Session, confirms on Stripe’s signed event, and refunds a cancellation by PaymentIntent', async () => {
    const user = await makeUser(payload, ['customer'])
    const token = (await call(login, 'POST', { body: { email: user.email, password: 'Str0ng!pass' }, address: newAddress() })).token as string
    const made = await call(bookings, 'POST', {
      body: { yachtId: yacht.id, startDate: day(12), endDate: day(13), guests: 2, contactName: 'Павел Ветров', contactEmail: user.email, contactPhone: '+7 900 333-44-55' },
      token,
    })
    const id = Number(made.json.id)
    const started = await call(startPayment, 'POST', { params: { bookingId: String(id) }, body: { method: 'card' }, token, headers: { 'accept-language': 'en' } })
    expect(started.status, JSON.stringify(started.json)).toBe(201)
    expect(started.json.next).toEqual({ kind: 'redirect', provider: 'stripe', url: 'https://checkout.stripe.test/c/pay/cs_test_1' })
    const created = seen.find((request) => request.path === '/v1/checkout/sessions')!
    expect(created.authorization).toBe('Bearer sk_test_loopback')
    expect(created.form.get('line_items[0][price_data][unit_amount]')).toBe(String(60_000 * 100))
    expect(created.form.get('line_items[0][price_data][currency]')).toBe('rub')
    expect(created.form.get('success_url')).toMatch(new RegExp(`/en/bookings\\?booking=${id}&payment=done$`))
    expect(created.idempotencyKey).toMatch(/^checkout-payment-\d+$/)

    // The test gateway's card door is closed while Stripe takes the payments.
    expect((await call(pay, 'POST', { params: { id: '1' }, body: { clientSecret: 'tgs_whatever-secret', number: '4242424242424242', expiry: '12/34', cvc: '123' } })).status).toBe(
      404,
    )

    const forged = stripeEvent('checkout.session.completed', { id: 'cs_test_1', object: 'checkout.session', payment_status: 'paid', payment_intent: 'pi_1' })
    expect((await sendEvent(forged.body, forged.signature.replace(/v1=\w+/, 'v1=00'))).status).toBe(400)
    const completed = stripeEvent('checkout.session.completed', { id: 'cs_test_1', object: 'checkout.session', payment_status: 'paid', payment_intent: 'pi_1' })
    expect((await sendEvent(completed.body, completed.signature)).json).toMatchObject({ outcome: 'confirmed' })
    expect((await sendEvent(completed.body, completed.signature)).json).toMatchObject({ outcome: 'duplicate' })
    expect((await call(bookingById, 'GET', { params: { id: String(id) }, token })).json).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'stripe' })

    const cancelled = await call(cancel, 'POST', { params: { id: String(id) }, token })
    expect(cancelled.json).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 60_000 })
    await payload.jobs.run({ queue: 'bookings', limit: 500 })
    const refund = seen.find((request) => request.path === '/v1/refunds')!
    expect(Object.fromEntries(refund.form)).toEqual({ payment_intent: 'pi_1', amount: String(60_000 * 100) })
    expect(refund.idempotencyKey).toBe(`refund-cancelled-booking-${id}-60000`)
  })
})

describe('a subscription with Stripe', () => {
  it('keeps the card of its Checkout payment and renews with it off session; a declined renewal leaves it active and says why', async () => {
    const plan = await payload.create({
      collection: 'plans',
      data: { name: 'Stripe plan', kind: 'member', summary: 'Для проверки', monthlyPrice: 990, yearlyPrice: 9_900, features: [], _status: 'published' },
      overrideAccess: true,
      context: quiet,
    })
    const subscribe = async (intent: string) => {
      const user = await makeUser(payload, ['customer'])
      const token = (await call(login, 'POST', { body: { email: user.email, password: 'Str0ng!pass' }, address: newAddress() })).token as string
      const started = await call(subscriptions, 'POST', { body: { plan: plan.id, period: 'month', language: 'ru' }, token, address: newAddress() })
      expect(started.status, JSON.stringify(started.json)).toBe(201)
      const session = String((started.json.next as { url: string }).url.split('/').at(-1))
      const created = seen.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!
      expect(created.form.get('payment_intent_data[setup_future_usage]')).toBe('off_session')
      expect(created.form.get('customer_creation')).toBe('always')
      const completed = stripeEvent('checkout.session.completed', {
        id: session,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: intent,
        customer: `cus_${intent}`,
      })
      expect((await sendEvent(completed.body, completed.signature)).json).toMatchObject({ outcome: 'confirmed' })
      const id = Number(started.json.id)
      // The month has gone by.
      await payload.db.pool.query(`UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE id = $1`, [id])
      return id
    }
    const row = (id: number) => payload.findByID({ collection: 'subscriptions', id, depth: 0, overrideAccess: true, showHiddenFields: true })

    const renewing = await subscribe('pi_keeps')
    expect((await row(renewing)).savedCard).toBe('cus_pi_keeps:pm_card_visa')
    const declining = await subscribe('pi_declines')
    await renewDueSubscriptions(payload)

    const charges = seen.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents')
    const renewal = charges.find((request) => request.form.get('customer') === 'cus_pi_keeps')!
    expect(Object.fromEntries(renewal.form)).toMatchObject({ amount: String(990 * 100), currency: 'rub', payment_method: 'pm_card_visa', off_session: 'true', confirm: 'true' })
    expect(renewal.idempotencyKey).toMatch(/^renewal-payment-\d+$/)
    const renewed = await row(renewing)
    expect(renewed.status).toBe('active')
    expect(Date.parse(String(renewed.currentPeriodEnd))).toBeGreaterThan(Date.now() + 27 * 86_400_000)

    expect(charges.some((request) => request.form.get('customer') === 'cus_pi_declines')).toBe(true)
    expect((await row(declining)).status).toBe('active')
    const failed = await payload.find({ collection: 'payments', where: { and: [{ subscription: { equals: declining } }, { state: { equals: 'failed' } }] }, overrideAccess: true })
    expect(failed.docs.map((payment) => payment.failureCode)).toEqual(['card_declined'])
  })
})
