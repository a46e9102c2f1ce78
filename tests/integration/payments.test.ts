import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, dayCount, marinaDayOf } from '@cms/core/contract/marinaDays'
import type { User, Yacht } from '@cms/payload-types'
import { testGatewayWebhookSecret } from '@cms/features/payments/testGateway/secret'
import { signWebhook } from '@cms/features/payments/testGateway/signature'
import * as bookingById from '@site/pages/api/bookings/[id]'
import * as callOff from '@site/pages/api/bookings/[id]/call-off'
import * as cancel from '@site/pages/api/bookings/[id]/cancel'
import * as reschedule from '@site/pages/api/bookings/[id]/reschedule'
import * as bookings from '@site/pages/api/bookings/index'
import * as login from '@site/pages/api/login'
import * as startPayment from '@site/pages/api/payments/[bookingId]'
import * as authenticate from '@site/pages/api/test-gateway/charges/[id]/authenticate'
import * as pay from '@site/pages/api/test-gateway/charges/[id]/pay'
import * as testCharges from '@site/pages/api/test-gateway/charges/index'
import { makeImage, makeMarina, makeUser, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'
import { startWebhookServer } from './support/webhookServer'

/**
 * Paying for bookings with the portal's test gateway, on real PostgreSQL: the card outcomes, the
 * signed webhook that settles a booking once however often it comes, forged and stale callbacks,
 * a payment that comes after its hold, and the refunds of each cancellation policy.
 */
let payload: Payload
let call: ReturnType<typeof portalApi>
let webhookServer: Awaited<ReturnType<typeof startWebhookServer>>
let webhookUrl: string
let owner: User
const yachts = {} as Record<'flexible' | 'moderate' | 'strict', Yacht>
const today = marinaDayOf(new Date())
const day = (offset: number) => addDays(today, offset)
const PASSWORD = 'Str0ng!pass'

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  webhookServer = await startWebhookServer(payload)
  webhookUrl = webhookServer.url
  process.env.TEST_GATEWAY_WEBHOOK_URL = webhookUrl
  const image = await makeImage(payload)
  owner = await makeUser(payload, ['owner'])
  for (const policy of ['flexible', 'moderate', 'strict'] as const) {
    yachts[policy] = await payload.create({
      collection: 'yachts',
      data: { ...yachtData(image), capacity: 6, pricePerDay: 40_000, captain: 'included', cancellationPolicy: policy, owner: owner.id, _status: 'published' },
      overrideAccess: true,
      context: quiet,
    })
  }
})
afterAll(async () => {
  delete process.env.TEST_GATEWAY_WEBHOOK_URL
  await webhookServer.close()
})

async function member(roles: ('customer' | 'owner')[] = ['customer'], user?: User) {
  const account = user ?? (await makeUser(payload, roles))
  const signedIn = await call(login, 'POST', { body: { email: account.email, password: PASSWORD }, address: newAddress() })
  expect(signedIn.status).toBe(200)
  return { user: account, token: signedIn.token as string }
}

async function book(token: string, yacht: Yacht, start: number, end = start + 1): Promise<number> {
  const made = await call(bookings, 'POST', {
    body: {
      yachtId: yacht.id,
      startDate: day(start),
      endDate: day(end),
      guests: 2,
      contactName: 'Ольга Байкальская',
      contactEmail: 'olga@test.local',
      contactPhone: '+7 900 111-22-33',
    },
    token,
  })
  expect(made.status, JSON.stringify(made.json)).toBe(201)
  return Number(made.json.id)
}

type CardForm = { kind: string; chargeId: string; clientSecret: string; amount: number }

async function startPaying(token: string, bookingId: number): Promise<CardForm> {
  const started = await call(startPayment, 'POST', { params: { bookingId: String(bookingId) }, body: { method: 'card' }, token })
  expect(started.status, JSON.stringify(started.json)).toBe(201)
  return started.json.next as CardForm
}

const payWith = (form: CardForm, number: string, extra: Record<string, unknown> = {}) =>
  call(pay, 'POST', { params: { id: form.chargeId }, body: { clientSecret: form.clientSecret, number, expiry: '12/34', cvc: '123', ...extra }, address: newAddress() })

const bookingOf = async (token: string, id: number) => (await call(bookingById, 'GET', { params: { id: String(id) }, token })).json
const paymentsOf = (bookingId: number) =>
  payload.find({ collection: 'payments', where: { booking: { equals: bookingId } }, sort: 'createdAt', depth: 0 }).then((found) => found.docs)
const chargeRow = async (id: string) => (await payload.db.pool.query('SELECT state, refunded_amount, deliveries FROM gateway_charges WHERE id = $1', [Number(id)])).rows[0]

async function bookAndPay(token: string, yacht: Yacht, start: number) {
  const id = await book(token, yacht, start)
  const form = await startPaying(token, id)
  expect((await payWith(form, '4242 4242 4242 4242')).status).toBe(200)
  expect(await bookingOf(token, id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
  return { id, form }
}

/** Sends the portal a test-gateway event, signed as the gateway signs (or otherwise). */
async function postEvent(body: string, signature: string) {
  const response = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'gateway-signature': signature }, body })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

describe('paying with the test gateway', () => {
  it('4242 pays: the signed webhook confirms the booking, and the gateway logs the delivery', async () => {
    const { token } = await member()
    const id = await book(token, yachts.moderate, 20)
    const form = await startPaying(token, id)
    expect(form).toMatchObject({ kind: 'card-form', amount: 80_000 })
    const paid = await payWith(form, '4242 4242 4242 4242')
    expect(paid.status).toBe(200)
    expect(paid.json).toMatchObject({ state: 'succeeded', cardBrand: 'visa', cardLast4: '4242' })
    expect(await bookingOf(token, id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'test-gateway' })
    const [payment] = await paymentsOf(id)
    expect(payment).toMatchObject({ state: 'succeeded', paidFor: true, amount: 80_000 })
    expect((await chargeRow(form.chargeId)).deliveries).toMatchObject([{ type: 'charge.succeeded', attempt: 1, status: 200 }])
    // The customer was told twice, in Russian (the page's language): held, then confirmed with a calendar file.
    await payload.jobs.run({ queue: 'bookings', limit: 500 })
    const mails = (await payload.find({ collection: 'email-outbox', where: { text: { contains: `№${id}` } }, sort: 'createdAt' })).docs
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Бронирование подтверждено', 'Бронирование удерживается 15 минут'])
    const [ics] = mails.find((mail) => mail.subject === 'Бронирование подтверждено')!.attachments as { filename: string; contentType: string; content: string }[]
    expect(ics).toMatchObject({ filename: `booking-${id}.ics`, contentType: 'text/calendar; charset=utf-8' })
    expect(ics!.content).toContain(`DTSTART;VALUE=DATE:${day(20).replace(/-/g, '')}`)
    expect(ics!.content).toContain(`DTEND;VALUE=DATE:${day(22).replace(/-/g, '')}`)
    expect(ics!.content).toContain('STATUS:CONFIRMED')
    // The charge is spent: paying it again is refused.
    expect((await payWith(form, '4242 4242 4242 4242')).status).toBe(409)
    expect((await call(startPayment, 'POST', { params: { bookingId: String(id) }, body: { method: 'card' }, token })).json).toMatchObject({ code: 'alreadyPaid' })
  })

  it('a declined card (4000 0000 0000 0002) leaves the booking unpaid, and another card may follow', async () => {
    const { token } = await member()
    const id = await book(token, yachts.moderate, 24)
    const form = await startPaying(token, id)
    const declined = await payWith(form, '4000 0000 0000 0002')
    expect(declined.status).toBe(402)
    expect(declined.json).toMatchObject({ state: 'failed', code: 'card_declined', error: 'The card was declined.' })
    expect(await bookingOf(token, id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' })
    expect((await paymentsOf(id))[0]).toMatchObject({ state: 'failed', failureCode: 'card_declined' })
    expect((await payWith(form, '4242424242424242')).status).toBe(200)
    expect(await bookingOf(token, id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
  })

  it('4000 0027 6000 3184 asks the cardholder to confirm first; confirmed it pays, refused it fails', async () => {
    const { token } = await member()
    const id = await book(token, yachts.moderate, 28)
    const form = await startPaying(token, id)
    expect((await payWith(form, '4000 0027 6000 3184')).json).toMatchObject({ state: 'requires-action' })
    expect((await paymentsOf(id))[0]).toMatchObject({ state: 'requires-action' })
    const confirmed = await call(authenticate, 'POST', { params: { id: form.chargeId }, body: { clientSecret: form.clientSecret, approve: true } })
    expect(confirmed.json).toMatchObject({ state: 'succeeded' })
    expect(await bookingOf(token, id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })

    const other = await book(token, yachts.moderate, 32)
    const second = await startPaying(token, other)
    await payWith(second, '4000002760003184')
    const refused = await call(authenticate, 'POST', { params: { id: second.chargeId }, body: { clientSecret: second.clientSecret, approve: false } })
    expect(refused.status).toBe(402)
    expect(refused.json).toMatchObject({ state: 'failed', code: 'authentication_failed' })
    expect(await bookingOf(token, other)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' })
  })

  it('refuses what is not a card, a wrong secret, and payments that are not the customer’s to make', async () => {
    const { token } = await member()
    const stranger = await member()
    const ownerSession = await member(['owner'], owner)
    const id = await book(token, yachts.moderate, 36)
    const form = await startPaying(token, id)
    expect((await payWith(form, '4242 4242 4242 4241')).json).toMatchObject({ errors: { number: 'cardNumberInvalid' } })
    expect((await payWith(form, '4242424242424242', { expiry: '01/20' })).json).toMatchObject({ errors: { expiry: 'cardExpired' } })
    expect((await payWith(form, '4242424242424242', { cvc: '1' })).json).toMatchObject({ errors: { cvc: 'cardCvcInvalid' } })
    expect((await payWith({ ...form, clientSecret: 'tgs_not-the-secret' }, '4242424242424242')).status).toBe(404)
    expect((await chargeRow(form.chargeId)).state).toBe('open')

    const start = (sessionToken: string | null, body: unknown = { method: 'card' }) => call(startPayment, 'POST', { params: { bookingId: String(id) }, body, token: sessionToken })
    expect((await start(null)).status).toBe(401)
    expect((await start(stranger.token)).status).toBe(404)
    expect((await start(ownerSession.token)).json).toMatchObject({ code: 'notYours' })
    expect((await start(token, { method: 'cash' })).status).toBe(400)
    expect((await start(token, { method: 'card', amount: 1 })).status).toBe(400)
  })

  it('a request to book is paid once the owner confirms it, not before', async () => {
    const image = await makeImage(payload)
    const onRequest = await payload.create({
      collection: 'yachts',
      data: { ...yachtData(image), bookingMode: 'request', owner: owner.id, _status: 'published' },
      overrideAccess: true,
      context: quiet,
    })
    const { token } = await member()
    const id = await book(token, onRequest, 40)
    expect((await call(startPayment, 'POST', { params: { bookingId: String(id) }, body: { method: 'card' }, token })).json).toMatchObject({ code: 'awaitingOwner' })
    const ownerSession = await member(['owner'], owner)
    const confirm = await import('@site/pages/api/bookings/[id]/confirm')
    expect((await call(confirm, 'POST', { params: { id: String(id) }, token: ownerSession.token })).status).toBe(200)
    const form = await startPaying(token, id)
    await payWith(form, '4242424242424242')
    expect(await bookingOf(token, id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
  })
})

describe('the webhook', () => {
  it('refuses a forged, altered or stale callback and changes nothing', async () => {
    const { token } = await member()
    const id = await book(token, yachts.moderate, 44)
    const form = await startPaying(token, id)
    const body = JSON.stringify({ id: 'evt_forged', type: 'charge.succeeded', created: 0, data: { charge: { id: form.chargeId } } })
    const now = Math.floor(Date.now() / 1000)
    expect((await postEvent(body, signWebhook('not-the-secret', body, now))).status).toBe(400)
    expect((await postEvent(body.replace('evt_forged', 'evt_other'), signWebhook(testGatewayWebhookSecret(), body, now))).status).toBe(400)
    expect((await postEvent(body, signWebhook(testGatewayWebhookSecret(), body, now - 600))).status).toBe(400)
    expect((await postEvent(body, 'v1=deadbeef')).status).toBe(400)
    expect(await bookingOf(token, id)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' })
    expect((await paymentsOf(id))[0]).toMatchObject({ state: 'initiated' })
  })

  it('applies a replayed or repeated success once, however many arrive at once', async () => {
    const { token } = await member()
    const id = await book(token, yachts.moderate, 48)
    const form = await startPaying(token, id)
    // The gateway's card step is skipped: the provider says it was paid, twenty times at once.
    await payload.db.pool.query(`UPDATE gateway_charges SET state = 'succeeded' WHERE id = $1`, [Number(form.chargeId)])
    const body = JSON.stringify({ id: 'evt_repeat', type: 'charge.succeeded', created: 0, data: { charge: { id: form.chargeId } } })
    const signature = signWebhook(testGatewayWebhookSecret(), body, Math.floor(Date.now() / 1000))
    const answers = await Promise.all(Array.from({ length: 20 }, () => postEvent(body, signature)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    const outcomes = answers.map((answer) => answer.json.outcome)
    expect(outcomes.filter((outcome) => outcome === 'confirmed')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(19)
    expect(await bookingOf(token, id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' })
    expect((await paymentsOf(id)).filter((payment) => payment.state === 'succeeded')).toHaveLength(1)
  })

  it('refunds a payment that comes after its hold lapsed, and one that pays a booking already paid', async () => {
    const { token } = await member()
    const id = await book(token, yachts.moderate, 52)
    const late = await startPaying(token, id)
    const twice = await startPaying(token, id)
    await payload.db.pool.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [id])
    expect((await payWith(late, '4242424242424242')).json).toMatchObject({ state: 'succeeded' })
    expect(await bookingOf(token, id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' })
    expect((await paymentsOf(id))[0]).toMatchObject({ state: 'refunded', refundedAmount: 80_000, paidFor: false })
    expect(await chargeRow(late.chargeId)).toMatchObject({ state: 'refunded' })

    const other = await book(token, yachts.moderate, 56)
    const first = await startPaying(token, other)
    const second = await startPaying(token, other)
    await payWith(first, '4242424242424242')
    await payWith(second, '4242424242424242')
    const [kept, returned] = await paymentsOf(other)
    expect(kept).toMatchObject({ state: 'succeeded', paidFor: true })
    expect(returned).toMatchObject({ state: 'refunded', paidFor: false })
    expect(twice).toBeDefined()
    // The admins hear of both: money came and went back.
    const told = await payload.find({ collection: 'notifications', where: { type: { equals: 'payment' } }, pagination: false, overrideAccess: true })
    const about = (bookingId: number) => told.docs.filter((notification) => notification.message.includes(`№${bookingId} `))
    expect(about(id)).toHaveLength(1)
    expect(about(other)).toHaveLength(1)
    expect(about(other)[0]).toMatchObject({ priority: 'high', title: 'Платёж возвращён' })
  })

  it('answers an event for a charge the portal does not know (a /payment-test charge) without changing anything', async () => {
    const { token } = await member()
    const made = await call(testCharges, 'POST', { body: { amount: 1234, description: 'Проверка' }, token })
    expect(made.status).toBe(201)
    const form = made.json as unknown as CardForm
    expect((await payWith(form, '5555 5555 5555 4444')).json).toMatchObject({ state: 'succeeded', cardBrand: 'mastercard' })
    const log = await call(testCharges, 'GET', { token })
    expect(log.json.docs).toMatchObject([{ id: form.chargeId, amount: 1234, state: 'succeeded', deliveries: [{ type: 'charge.succeeded', status: 200 }] }])
    expect((await call(testCharges, 'GET', { token: (await member()).token })).json.docs).toEqual([])
    expect((await call(testCharges, 'POST', { body: { amount: 0 }, token })).status).toBe(400)
    expect((await call(testCharges, 'POST', { body: { amount: 10 } })).status).toBe(401)
  })
})

describe('cancelling a paid booking', () => {
  const cancelAs = (token: string, id: number) => call(cancel, 'POST', { params: { id: String(id) }, token })

  it('refunds what the yacht’s policy gives for the notice: flexible, moderate, strict', async () => {
    const { token } = await member()
    const cases = [
      { yacht: yachts.flexible, start: 2, refund: 80_000, status: 'refunded' },
      { yacht: yachts.moderate, start: 10, refund: 80_000, status: 'refunded' },
      { yacht: yachts.moderate, start: 4, refund: 40_000, status: 'partially-refunded' },
      { yacht: yachts.strict, start: 20, refund: 40_000, status: 'partially-refunded' },
      { yacht: yachts.strict, start: 6, refund: 0, status: 'paid' },
    ]
    for (const { yacht, start, refund, status } of cases) {
      const { id, form } = await bookAndPay(token, yacht, start)
      const cancelled = await cancelAs(token, id)
      expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200)
      expect(cancelled.json, `${yacht.cancellationPolicy}, ${start} days ahead`).toMatchObject({ status: 'cancelled', paymentStatus: status, refundedAmount: refund })
      // The refund is made once the cancellation has committed, by the queue's job.
      await payload.jobs.run({ queue: 'bookings', limit: 500 })
      expect(Number((await chargeRow(form.chargeId)).refunded_amount)).toBe(refund)
      const told = (await payload.find({ collection: 'email-outbox', where: { subject: { equals: 'Бронирование отменено' }, text: { contains: `№${id} ` } } })).docs[0]
      expect(told?.text).toContain(refund > 0 ? 'возвращается на вашу карту' : 'отменено')
      expect(JSON.stringify(told?.attachments)).toContain('METHOD:CANCEL')
    }
  })

  it('refunds everything when the portal’s staff cancel, once however often it is asked', async () => {
    const { token } = await member()
    const { id, form } = await bookAndPay(token, yachts.strict, 3)
    const admin = await makeUser(payload, ['admin'])
    await payload.update({ collection: 'bookings', id, data: { status: 'cancelled' }, user: admin, overrideAccess: false })
    expect(await bookingOf(token, id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 80_000 })
    await payload.jobs.run({ queue: 'bookings', limit: 500 })
    expect(Number((await chargeRow(form.chargeId)).refunded_amount)).toBe(80_000)
    expect((await paymentsOf(id))[0]).toMatchObject({ state: 'refunded', refundedAmount: 80_000 })
    // Cancelling again is a no-op, not a second refund.
    expect((await cancelAs(token, id)).json).toMatchObject({ status: 'cancelled', refundedAmount: 80_000 })
    await payload.jobs.run({ queue: 'bookings', limit: 500 })
    expect(Number((await chargeRow(form.chargeId)).refunded_amount)).toBe(80_000)
  })
})

describe('a charter called off for weather', () => {
  const callOffAs = (token: string, id: number) => call(callOff, 'POST', { params: { id: String(id) }, token })
  const rescheduleAs = (token: string, id: number, start: number, end = start + 1) =>
    call(reschedule, 'POST', { params: { id: String(id) }, body: { startDate: day(start), endDate: day(end) }, token })

  it('is called off by the yacht’s owner alone; the customer is told, and a refund then ignores a strict policy', async () => {
    const customer = await member()
    const { id, form } = await bookAndPay(customer.token, yachts.strict, 6)
    const stranger = await member(['owner'])
    expect((await callOffAs(stranger.token, id)).status).toBe(404)
    expect((await callOffAs(customer.token, id)).json).toMatchObject({ code: 'cannotChange' })

    const ownerToken = (await member(['owner'], owner)).token
    const calledOff = await callOffAs(ownerToken, id)
    expect(calledOff.status, JSON.stringify(calledOff.json)).toBe(200)
    expect(calledOff.json).toMatchObject({ status: 'confirmed', weatherCallOff: 'awaiting' })
    const answerBy = Date.parse(String(calledOff.json.answerBy))
    expect(answerBy - Date.now()).toBeGreaterThan(47 * 3_600_000)
    // Asked again, nothing changes: the 48 hours still run from the first call.
    expect((await callOffAs(ownerToken, id)).json).toMatchObject({ weatherCallOff: 'awaiting', answerBy: calledOff.json.answerBy })
    await payload.jobs.run({ queue: 'bookings', limit: 500 })
    const told = (await payload.find({ collection: 'email-outbox', where: { subject: { equals: 'Чартер отменён из-за погоды' }, text: { contains: `№${id})` } } })).docs[0]
    expect(told?.text).toMatch(/полный возврат 80\s000/)

    // Six days ahead the strict policy gives nothing back; called off for weather, everything comes back.
    const refunded = await call(cancel, 'POST', { params: { id: String(id) }, token: customer.token })
    expect(refunded.json).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 80_000, weatherCallOff: 'refunded' })
    await payload.jobs.run({ queue: 'bookings', limit: 500 })
    expect(Number((await chargeRow(form.chargeId)).refunded_amount)).toBe(80_000)
  })

  it('is moved to as many free days in the same season at the price paid; the database refuses taken days', async () => {
    // A yacht of the southern lake, its charters a month into the coming season.
    const south = await makeMarina(payload)
    const image = await makeImage(payload)
    const weathered = await payload.create({
      collection: 'yachts',
      data: { ...yachtData(image), capacity: 6, pricePerDay: 40_000, captain: 'included', homeMarina: south.id, owner: owner.id, _status: 'published' },
      overrideAccess: true,
      context: quiet,
    })
    const year = Number(today.slice(0, 4))
    const anchor = [year, year + 1].map((candidate) => `${candidate}-06-24`).find((candidate) => candidate > day(14))!
    // Days from today to the anchor, then `offset` more.
    const at = (offset: number) => dayCount(today, anchor) - 1 + offset
    const customer = await member()
    const { id } = await bookAndPay(customer.token, weathered, at(0))
    const other = await member()
    await book(other.token, weathered, at(10))
    const ownerToken = (await member(['owner'], owner)).token
    expect((await callOffAs(ownerToken, id)).status).toBe(200)

    const onTaken = await rescheduleAs(customer.token, id, at(10))
    expect(onTaken.json, JSON.stringify(onTaken.json)).toMatchObject({ code: 'datesTaken' })
    expect((await rescheduleAs(customer.token, id, at(20), at(22))).json).toMatchObject({ code: 'rescheduleNotSame' })
    expect((await rescheduleAs(other.token, id, at(20))).status).toBe(404)
    const moved = await rescheduleAs(customer.token, id, at(20))
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    expect(moved.json).toMatchObject({ startDate: day(at(20)), endDate: day(at(21)), weatherCallOff: 'rescheduled', answerBy: null, totalPrice: 80_000, status: 'confirmed' })
    const row = (await payload.db.pool.query('SELECT blocks_calendar FROM bookings WHERE id = $1', [id])).rows[0]
    expect(row.blocks_calendar).toBe(true)
    // Once moved, the days are fixed again.
    expect((await rescheduleAs(customer.token, id, at(30))).json).toMatchObject({ code: 'onlyState' })

    // A second call-off of two charters this year: the admins hear of it.
    const second = await bookAndPay(customer.token, weathered, at(40))
    expect((await callOffAs(ownerToken, second.id)).status).toBe(200)
    const bell = await payload.find({ collection: 'notifications', where: { title: { equals: 'Частые отмены из-за погоды' } }, overrideAccess: true })
    expect(bell.docs.map((notice) => notice.message)).toContain(`${weathered.name}: 2 из 2 чартеров ${anchor.slice(0, 4)} года отменены из-за погоды.`)
  })
})
