import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ParticipantsView } from '@cms/features/events/contract/registrations'
import * as participants from '@site/pages/api/events/[id]/participants'
import * as registrations from '@site/pages/api/events/[id]/registrations/index'
import * as mine from '@site/pages/api/events/[id]/registrations/me'
import * as payFee from '@site/pages/api/events/[id]/registrations/me/payment'
import * as pay from '@site/pages/api/test-gateway/charges/[id]/pay'
import { makeEvent } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi, type SignedInMember, signedInMember } from './support/portalApi'
import { newAddress } from './support/rest'
import { startWebhookServer } from './support/webhookServer'

/**
 * Events with an entry fee (issue "Community …"), paid with the test gateway on real PostgreSQL:
 * a place held for its fee, paid by the signed callback, released to the waiting list when not
 * paid in time, refunded when a paid place is cancelled, and money that comes too late given back.
 */
let payload: Payload
let call: ReturnType<typeof portalApi>
let webhookServer: Awaited<ReturnType<typeof startWebhookServer>>

type Member = SignedInMember
type CardForm = { kind: string; chargeId: string; clientSecret: string; amount: number; currency: string }
const FEE = 15_000
const member = () => signedInMember(payload, call, ['customer'])
const registerAs = (who: Member, eventId: number) => call(registrations, 'POST', { token: who.token, params: { id: String(eventId) }, body: { listed: false } })
const cancelAs = (who: Member, eventId: number) => call(mine, 'DELETE', { token: who.token, params: { id: String(eventId) } })
const startPaying = (who: Member, eventId: number) => call(payFee, 'POST', { token: who.token, params: { id: String(eventId) }, body: { method: 'card' } })
const payWith = (form: CardForm, number = '4242 4242 4242 4242') =>
  call(pay, 'POST', { params: { id: form.chargeId }, body: { clientSecret: form.clientSecret, number, expiry: '12/34', cvc: '123' }, address: newAddress() })
const myPlace = async (who: Member, eventId: number) =>
  ((await call(participants, 'GET', { token: who.token, params: { id: String(eventId) } })).json as unknown as ParticipantsView).me
const registrationOf = async (who: Member, eventId: number) =>
  (await payload.find({ collection: 'event-registrations', where: { and: [{ event: { equals: eventId } }, { member: { equals: who.user.id } }] }, sort: '-createdAt', depth: 0 }))
    .docs[0]!
const mailsTo = async (who: Member) =>
  (await payload.find({ collection: 'email-outbox', where: { to: { equals: who.user.email } }, sort: 'createdAt', overrideAccess: true })).docs.map((mail) => mail.subject)
const lapse = (registrationId: number) => payload.db.pool.query(`UPDATE event_registrations SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [registrationId])

async function registerAndStartPaying(who: Member, eventId: number): Promise<CardForm> {
  expect((await registerAs(who, eventId)).json).toMatchObject({ status: 'registered' })
  const started = await startPaying(who, eventId)
  expect(started.status, JSON.stringify(started.json)).toBe(201)
  return started.json.next as CardForm
}

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  webhookServer = await startWebhookServer(payload)
  process.env.TEST_GATEWAY_WEBHOOK_URL = webhookServer.url
})
afterAll(async () => {
  delete process.env.TEST_GATEWAY_WEBHOOK_URL
  await webhookServer.close()
})

describe('an event with an entry fee', () => {
  it('holds a new place unpaid for 15 minutes, takes the fee by card, and tells the member', async () => {
    const event = await makeEvent(payload, { places: 3, fee: FEE })
    const who = await member()
    expect((await registerAs(who, event.id)).json).toMatchObject({ status: 'registered' })
    const held = await myPlace(who, event.id)
    expect(held).toMatchObject({ status: 'registered', fee: FEE, paymentStatus: 'unpaid' })
    const minutesLeft = (Date.parse(held!.holdExpiresAt!) - Date.now()) / 60_000
    expect(minutesLeft).toBeGreaterThan(14)
    expect(minutesLeft).toBeLessThanOrEqual(15)

    const started = await startPaying(who, event.id)
    expect(started.status).toBe(201)
    const form = started.json.next as CardForm
    expect(form).toMatchObject({ kind: 'card-form', amount: FEE, currency: 'RUB' })
    expect((await payWith(form)).json).toMatchObject({ state: 'succeeded' })
    expect(await myPlace(who, event.id)).toMatchObject({ status: 'registered', paymentStatus: 'paid', holdExpiresAt: null })
    const registration = await registrationOf(who, event.id)
    const payments = await payload.find({ collection: 'payments', where: { registration: { equals: registration.id } }, depth: 0 })
    expect(payments.docs).toMatchObject([{ state: 'succeeded', paidFor: true, amount: FEE, currency: 'RUB' }])
    expect(await mailsTo(who)).toContain(`Взнос оплачен: ${event.title}`)
    expect((await startPaying(who, event.id)).json).toMatchObject({ code: 'alreadyPaid' })
  })

  it('asks nothing of a free event, and of a member on the waiting list until a place is theirs', async () => {
    const free = await makeEvent(payload, { places: 1 })
    const who = await member()
    await registerAs(who, free.id)
    expect(await myPlace(who, free.id)).toMatchObject({ fee: 0, paymentStatus: 'none', holdExpiresAt: null })
    expect((await startPaying(who, free.id)).json).toMatchObject({ code: 'notOwed' })

    const paid = await makeEvent(payload, { places: 1, fee: FEE })
    await registerAs(await member(), paid.id)
    expect((await registerAs(who, paid.id)).json).toMatchObject({ status: 'waitlisted', position: 1 })
    expect(await myPlace(who, paid.id)).toMatchObject({ status: 'waitlisted', paymentStatus: 'unpaid', holdExpiresAt: null })
    expect((await startPaying(who, paid.id)).json).toMatchObject({ code: 'waitlisted' })
    expect((await startPaying(await member(), paid.id)).status).toBe(404)
  })

  it('refunds a paid place that is cancelled, and gives it to the waiting list for a day to pay', async () => {
    const event = await makeEvent(payload, { places: 1, fee: FEE })
    const first = await member()
    const second = await member()
    await payWith(await registerAndStartPaying(first, event.id))
    expect((await registerAs(second, event.id)).json).toMatchObject({ status: 'waitlisted' })

    expect((await cancelAs(first, event.id)).status).toBe(200)
    const place = await myPlace(second, event.id)
    expect(place).toMatchObject({ status: 'registered', paymentStatus: 'unpaid' })
    const hoursLeft = (Date.parse(place!.holdExpiresAt!) - Date.now()) / 3_600_000
    expect(hoursLeft).toBeGreaterThan(23.9)
    expect(hoursLeft).toBeLessThanOrEqual(24)

    await payload.jobs.run({ queue: 'bookings', limit: 50 })
    const cancelled = await registrationOf(first, event.id)
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    const [payment] = (await payload.find({ collection: 'payments', where: { registration: { equals: cancelled.id } }, depth: 0 })).docs
    expect(payment).toMatchObject({ state: 'refunded', refundedAmount: FEE })
    const told = await mailsTo(second)
    expect(told).toContain(`Освободилось место: ${event.title}`)
    const opened = (await payload.find({ collection: 'email-outbox', where: { to: { equals: second.user.email } }, overrideAccess: true })).docs[0]!
    expect(opened.text).toMatch(/Оплатите взнос 15\s000\s₽ на странице события до \d+ \S+ 20\d\d/)
  })

  it('holds a place moved up no later than the event’s start', async () => {
    const event = await makeEvent(payload, { places: 1, fee: FEE, daysAhead: 0.25 })
    const first = await member()
    const second = await member()
    await registerAs(first, event.id)
    await registerAs(second, event.id)
    await cancelAs(first, event.id)
    expect(Date.parse((await myPlace(second, event.id))!.holdExpiresAt!)).toBe(Date.parse(event.startDate))
  })

  it('releases a place not paid in time to the waiting list, and refuses to start paying it', async () => {
    const event = await makeEvent(payload, { places: 1, fee: FEE })
    const late = await member()
    const waiting = await member()
    await registerAs(late, event.id)
    await registerAs(waiting, event.id)
    await lapse((await registrationOf(late, event.id)).id)
    expect((await startPaying(late, event.id)).json).toMatchObject({ code: 'holdExpired' })

    await payload.jobs.queue({ task: 'expireRegistrationHolds', input: {}, queue: 'bookings' })
    await payload.jobs.run({ queue: 'bookings', limit: 50 })
    // The release queued the moved-up member's email: the next run sends it.
    await payload.jobs.run({ queue: 'bookings', limit: 50 })
    expect(await registrationOf(late, event.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' })
    expect(await myPlace(waiting, event.id)).toMatchObject({ status: 'registered', paymentStatus: 'unpaid' })
    expect(await mailsTo(late)).toContain(`Место освобождено: ${event.title}`)
    expect(await mailsTo(waiting)).toContain(`Освободилось место: ${event.title}`)
    // The released member may register again: at the back of the queue.
    expect((await registerAs(late, event.id)).json).toMatchObject({ status: 'waitlisted', position: 1 })
  })

  it('gives back money that comes after the place was released, and tells the admins', async () => {
    const event = await makeEvent(payload, { places: 2, fee: FEE })
    const who = await member()
    const form = await registerAndStartPaying(who, event.id)
    const registration = await registrationOf(who, event.id)
    await lapse(registration.id)
    expect((await payWith(form)).json).toMatchObject({ state: 'succeeded' })
    const [payment] = (await payload.find({ collection: 'payments', where: { registration: { equals: registration.id } }, depth: 0 })).docs
    expect(payment).toMatchObject({ state: 'refunded', refundedAmount: FEE, paidFor: false })
    expect(await registrationOf(who, event.id)).toMatchObject({ status: 'registered', paymentStatus: 'unpaid' })
    const notice = await payload.find({ collection: 'notifications', where: { title: { equals: 'Взнос возвращён' } }, sort: '-createdAt', limit: 1, overrideAccess: true })
    expect(notice.docs[0]?.message).toContain(`регистрация №${registration.id}`)
  })

  it('gives the money back whichever comes first, when the member cancels while their payment settles', async () => {
    const event = await makeEvent(payload, { places: 2, fee: FEE })
    for (let round = 0; round < 5; round += 1) {
      const who = await member()
      const form = await registerAndStartPaying(who, event.id)
      const [paid, cancelled] = await Promise.all([payWith(form), cancelAs(who, event.id)])
      expect([paid.status, cancelled.status]).toEqual([200, 200])
      await payload.jobs.run({ queue: 'bookings', limit: 50 })
      const registration = await registrationOf(who, event.id)
      expect(registration.status).toBe('cancelled')
      const [payment] = (await payload.find({ collection: 'payments', where: { registration: { equals: registration.id } }, depth: 0 })).docs
      expect(payment, `round ${round}`).toMatchObject({ state: 'refunded', refundedAmount: FEE })
    }
  })

  it('keeps the fee and its payment the server’s: a member cannot mark their own place paid', async () => {
    const event = await makeEvent(payload, { places: 2, fee: FEE })
    const who = await member()
    await registerAs(who, event.id)
    const registration = await registrationOf(who, event.id)
    const changed = await payload.update({
      collection: 'event-registrations',
      id: registration.id,
      data: { paymentStatus: 'paid', fee: 0, holdExpiresAt: null, listed: true },
      user: who.user,
      overrideAccess: false,
      depth: 0,
    })
    expect(changed).toMatchObject({ paymentStatus: 'unpaid', fee: FEE, listed: true })
    expect(changed.holdExpiresAt).toBe(registration.holdExpiresAt)
  })
})
