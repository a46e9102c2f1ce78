import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { yachtLimitMessage } from '@cms/features/catalogue/collections/Yachts/hooks/withinYachtAllowance'
import { OWNER_FREE_YACHTS, RENEWAL_GRACE_DAYS, type SubscriptionView } from '@cms/features/subscriptions/contract/plans'
import type { Plan } from '@cms/payload-types'
import { renewDueSubscriptions } from '@cms/features/subscriptions/flows/renew'
import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import * as bookings from '@site/pages/api/bookings/index'
import * as subscriptions from '@site/pages/api/subscriptions/index'
import * as subscription from '@site/pages/api/subscriptions/[id]'
import * as pay from '@site/pages/api/test-gateway/charges/[id]/pay'
import { makeImage, makeUser, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi, type SignedInMember, signedInMember } from './support/portalApi'
import { newAddress } from './support/rest'
import { startWebhookServer } from './support/webhookServer'

/**
 * Subscription plans and business tiers (issue #14) through the portal's routes and the test
 * gateway, on real PostgreSQL: subscribe, renew with the kept card, cancel at the period's end,
 * lapse; a declined renewal's grace; one active plan of a kind however many first payments land
 * at once; the member discount on a booking; an owner's yacht allowance, enforced by the yachts
 * collection at every door.
 */
let payload: Payload
let call: ReturnType<typeof portalApi>
let webhookServer: Awaited<ReturnType<typeof startWebhookServer>>
let voyager: Plan
let fleet: Plan
let draftPlan: Plan
let image: number

type CardForm = { kind: string; chargeId: string; clientSecret: string; amount: number; currency: string }
const PAYS = '4242 4242 4242 4242'
/** Pays with its holder present; declines every later charge of the kept card. */
const DECLINES_LATER = '4000 0000 0000 0341'

const makePlan = (data: Partial<Plan>) =>
  payload.create({
    collection: 'plans',
    data: { name: `План ${Date.now()}`, kind: 'member', summary: 'Для проверки', monthlyPrice: 990, yearlyPrice: 9_900, features: [], _status: 'published', ...data },
    overrideAccess: true,
    context: quiet,
  })
const subscribe = (member: SignedInMember, body: Record<string, unknown>) =>
  call(subscriptions, 'POST', { body: { language: 'ru', ...body }, token: member.token, address: newAddress() })
const payWith = (form: CardForm, number = PAYS) =>
  call(pay, 'POST', { params: { id: form.chargeId }, body: { clientSecret: form.clientSecret, number, expiry: '12/34', cvc: '123' }, address: newAddress() })
const row = (id: number) => payload.findByID({ collection: 'subscriptions', id, depth: 0, overrideAccess: true, showHiddenFields: true })
const mailsTo = async (to: string) => (await payload.find({ collection: 'email-outbox', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })).docs
/** Moves a subscription's period end into the past, as if the month had gone by. */
const endPeriod = (id: number, daysAgo = 0) =>
  payload.db.pool.query(`UPDATE subscriptions SET current_period_end = now() - make_interval(days => $2) - interval '1 minute' WHERE id = $1`, [id, daysAgo])

/** A member who subscribed to `plan` and paid by `card`: the subscription's id. */
async function subscribed(member: SignedInMember, plan: Plan, card = PAYS, period = 'month'): Promise<number> {
  const started = await subscribe(member, { plan: plan.id, period })
  expect(started.status, JSON.stringify(started.json)).toBe(201)
  expect((await payWith(started.json.next as CardForm, card)).status).toBe(200)
  return Number(started.json.id)
}

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  webhookServer = await startWebhookServer(payload)
  process.env.TEST_GATEWAY_WEBHOOK_URL = webhookServer.url
  voyager = await makePlan({ name: 'Путешественник (тест)', bookingDiscountPercent: 10 })
  fleet = await makePlan({ name: 'Флотилия (тест)', kind: 'business', monthlyPrice: 7_900, yearlyPrice: 79_000, maxYachts: OWNER_FREE_YACHTS + 2, featuredPlacement: true })
  draftPlan = await makePlan({ name: 'Черновик', _status: 'draft' })
  image = await makeImage(payload)
})
afterAll(async () => {
  delete process.env.TEST_GATEWAY_WEBHOOK_URL
  await webhookServer.close()
})

describe('a member plan', () => {
  it('is pending until the first payment, then active for a month at the plan’s price, with the card kept and the member told', async () => {
    const member = await signedInMember(payload, call)
    const started = await subscribe(member, { plan: voyager.id, period: 'month', price: 1 })
    expect(started.status).toBe(400)
    const asked = await subscribe(member, { plan: voyager.id, period: 'month' })
    expect(asked.status, JSON.stringify(asked.json)).toBe(201)
    const id = Number(asked.json.id)
    expect(asked.json.next).toMatchObject({ kind: 'card-form', amount: 990, currency: 'RUB' })
    expect(await row(id)).toMatchObject({ status: 'pending', price: 990, kind: 'member', currentPeriodEnd: null })
    expect((await payWith(asked.json.next as CardForm)).status).toBe(200)
    const active = await row(id)
    expect(active).toMatchObject({ status: 'active', provider: 'test-gateway', cancelAtPeriodEnd: false })
    expect(active.savedCard).toMatch(/^tgcard_/)
    const days = (Date.parse(String(active.currentPeriodEnd)) - Date.parse(String(active.currentPeriodStart))) / 86_400_000
    expect(days).toBeGreaterThanOrEqual(28)
    expect(days).toBeLessThanOrEqual(31)
    const [mail] = await mailsTo(member.user.email)
    expect(mail?.subject).toBe('Подписка «Путешественник (тест)» оформлена')
    const mine = await call(subscriptions, 'GET', { token: member.token })
    expect((mine.json.subscriptions as SubscriptionView[]).map((view) => [view.id, view.plan.name, view.renews])).toEqual([[id, 'Путешественник (тест)', true]])
  })

  it('is refused for a draft plan, an unknown period, a guest, and a business tier to a customer, storing nothing', async () => {
    const member = await signedInMember(payload, call)
    const before = (await payload.count({ collection: 'subscriptions', overrideAccess: true })).totalDocs
    const cases: [Record<string, unknown>, string, string][] = [
      [{ plan: draftPlan.id, period: 'month' }, 'plan', 'plan'],
      [{ plan: 999_999, period: 'month' }, 'plan', 'plan'],
      [{ plan: voyager.id, period: 'week' }, 'period', 'period'],
      [{ plan: fleet.id, period: 'month' }, 'plan', 'businessOnly'],
    ]
    for (const [body, field, code] of cases) {
      const answer = await subscribe(member, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect((answer.json.errors as Record<string, string>)[field], JSON.stringify(answer.json)).toBe(code)
    }
    expect((await call(subscriptions, 'POST', { body: { plan: voyager.id, period: 'month' }, address: newAddress() })).status).toBe(401)
    expect((await payload.count({ collection: 'subscriptions', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('renews with the kept card when the period ends: the period moves on by its year, charged once, and the member is told', async () => {
    const member = await signedInMember(payload, call)
    const id = await subscribed(member, voyager, PAYS, 'year')
    const before = await row(id)
    await endPeriod(id)
    await renewDueSubscriptions(payload)
    const after = await row(id)
    expect(after.status).toBe('active')
    expect(after.renewalPayment).toBeNull()
    const moved = (Date.parse(String(after.currentPeriodEnd)) - Date.parse(String(after.currentPeriodStart))) / 86_400_000
    expect(moved).toBeGreaterThanOrEqual(365)
    expect(after.currentPeriodStart).not.toBe(before.currentPeriodStart)
    const payments = await payload.find({ collection: 'payments', where: { subscription: { equals: id } }, overrideAccess: true, sort: 'createdAt' })
    expect(payments.docs.map((payment) => [payment.amount, payment.state])).toEqual([
      [9_900, 'succeeded'],
      [9_900, 'succeeded'],
    ])
    // The gateway's callback may settle the renewal before the job's own answer does; whichever is
    // first sends the mail, and the callback may still be sending it when the job returns.
    await expect.poll(async () => (await mailsTo(member.user.email)).map((mail) => mail.subject)).toContain('Подписка «Путешественник (тест)» продлена')
    // The job's next run finds nothing due: the renewal happened once.
    await renewDueSubscriptions(payload)
    expect((await payload.count({ collection: 'payments', where: { subscription: { equals: id } }, overrideAccess: true })).totalDocs).toBe(2)
  })

  it('cancelled at the period’s end, renews no more and lapses when the period ends; only its subscriber may cancel it, and only the flag changes', async () => {
    const member = await signedInMember(payload, call)
    const stranger = await signedInMember(payload, call)
    const id = await subscribed(member, voyager)
    expect((await call(subscription, 'PATCH', { params: { id: String(id) }, body: { cancelAtPeriodEnd: true }, token: stranger.token })).status).toBe(404)
    const cancelled = await call(subscription, 'PATCH', { params: { id: String(id) }, body: { cancelAtPeriodEnd: true }, token: member.token })
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200)
    expect(cancelled.json.subscription).toMatchObject({ cancelAtPeriodEnd: true, renews: false, status: 'active' })
    // The member's own PATCH through the Local API cannot move the period or the status.
    const user = { ...member.user, collection: 'users' as const }
    await payload.update({ collection: 'subscriptions', id, data: { status: 'active', currentPeriodEnd: '2099-01-01T00:00:00.000Z', price: 1 }, user, overrideAccess: false })
    const unchanged = await row(id)
    expect(unchanged.currentPeriodEnd).not.toContain('2099')
    expect(unchanged.price).toBe(990)
    await endPeriod(id)
    await renewDueSubscriptions(payload)
    const lapsed = await row(id)
    expect(lapsed).toMatchObject({ status: 'lapsed' })
    expect((await payload.count({ collection: 'payments', where: { subscription: { equals: id } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await mailsTo(member.user.email)).map((mail) => mail.subject)).toContain('Подписка «Путешественник (тест)» закончилась')
    // A lapsed subscription is no longer the member's to change.
    const late = await call(subscription, 'PATCH', { params: { id: String(id) }, body: { cancelAtPeriodEnd: false }, token: member.token })
    expect(late.status).toBe(400)
    expect((late.json.errors as Record<string, string>).cancelAtPeriodEnd).toBe('notActive')
  })

  it('whose renewal the card declines stays active through the grace days, is tried once a day, then lapses', async () => {
    const member = await signedInMember(payload, call)
    const id = await subscribed(member, voyager, DECLINES_LATER)
    await endPeriod(id)
    await renewDueSubscriptions(payload)
    expect((await row(id)).status).toBe('active')
    expect((await mailsTo(member.user.email)).map((mail) => mail.subject)).toContain('Не удалось продлить подписку «Путешественник (тест)»')
    // Tried again at once, nothing happens: the next attempt waits a day.
    await renewDueSubscriptions(payload)
    expect((await payload.count({ collection: 'payments', where: { subscription: { equals: id } }, overrideAccess: true })).totalDocs).toBe(2)
    // Past the grace days, the subscription lapses without another charge.
    await endPeriod(id, RENEWAL_GRACE_DAYS)
    await payload.db.pool.query(`UPDATE subscriptions SET renewal_attempted_at = now() - interval '2 days' WHERE id = $1`, [id])
    await renewDueSubscriptions(payload)
    expect((await row(id)).status).toBe('lapsed')
    expect((await payload.count({ collection: 'payments', where: { subscription: { equals: id } }, overrideAccess: true })).totalDocs).toBe(2)
  })

  it('is one per member: of two subscriptions paid at once, one becomes active and the other’s money goes back', async () => {
    const member = await signedInMember(payload, call)
    const one = await subscribe(member, { plan: voyager.id, period: 'month' })
    const two = await subscribe(member, { plan: voyager.id, period: 'year' })
    const paid = await Promise.all([payWith(one.json.next as CardForm), payWith(two.json.next as CardForm)])
    expect(paid.map((answer) => answer.status)).toEqual([200, 200])
    const rows = await Promise.all([row(Number(one.json.id)), row(Number(two.json.id))])
    expect(rows.map((each) => each.status).sort()).toEqual(['active', 'pending'])
    const refunded = await payload.find({
      collection: 'payments',
      where: { and: [{ customer: { equals: member.user.id } }, { state: { equals: 'refunded' } }] },
      overrideAccess: true,
    })
    expect(refunded.docs).toHaveLength(1)
  })

  it('takes its discount off the member’s bookings while it is active', async () => {
    const owner = await makeUser(payload, ['owner'])
    const yacht = await payload.create({
      collection: 'yachts',
      data: { ...yachtData(image), pricePerDay: 40_000, captain: 'included', minimumDays: 1, owner: owner.id, _status: 'published' },
      overrideAccess: true,
      context: quiet,
    })
    const member = await signedInMember(payload, call)
    await subscribed(member, voyager)
    const start = addDays(marinaDayOf(new Date()), 50)
    const booked = await call(bookings, 'POST', {
      body: {
        yachtId: yacht.id,
        startDate: start,
        endDate: addDays(start, 1),
        guests: 2,
        captain: false,
        services: [],
        contactName: 'Анна Морская',
        contactEmail: member.user.email,
        contactPhone: '+7 900 000-00-00',
      },
      token: member.token,
    })
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    expect(booked.json).toMatchObject({ totalPrice: 72_000 })
    expect(booked.json.priceBreakdown).toContainEqual({ item: 'member-discount', quantity: 10, unitPrice: 0, amount: -8_000 })
  })
})

describe('a business tier', () => {
  const listYacht = (owner: SignedInMember) =>
    payload.create({ collection: 'yachts', data: yachtData(image), user: { ...owner.user, collection: 'users' as const }, overrideAccess: false, draft: true, context: quiet })

  it('is what lets an owner list more than the free yachts, counted by the collection however many are saved at once; and it puts them first', async () => {
    const owner = await signedInMember(payload, call, ['owner'])
    // Past the free allowance, every save at once: only the allowance's worth get in.
    const saved = await Promise.allSettled(Array.from({ length: OWNER_FREE_YACHTS + 2 }, () => listYacht(owner)))
    expect(saved.filter((result) => result.status === 'fulfilled')).toHaveLength(OWNER_FREE_YACHTS)
    const refusal = saved.find((result) => result.status === 'rejected') as PromiseRejectedResult
    expect(String(refusal.reason.message)).toBe(yachtLimitMessage(OWNER_FREE_YACHTS))
    const id = await subscribed(owner, fleet)
    expect((await row(id)).kind).toBe('business')
    await listYacht(owner)
    await listYacht(owner)
    await expect(listYacht(owner)).rejects.toThrow(yachtLimitMessage(OWNER_FREE_YACHTS + 2))
    // Featured while the tier is active, for every reader; the owner stays private.
    const mine = await payload.find({ collection: 'yachts', where: { owner: { equals: owner.user.id } }, overrideAccess: true, draft: true, depth: 0 })
    expect(mine.docs.map((yacht) => yacht.featured)).toEqual(Array(OWNER_FREE_YACHTS + 2).fill(true))
    await endPeriod(id)
    await payload.update({ collection: 'subscriptions', id, data: { cancelAtPeriodEnd: true }, overrideAccess: true })
    await renewDueSubscriptions(payload)
    const after = await payload.findByID({ collection: 'yachts', id: mine.docs[0]!.id, overrideAccess: true, draft: true, depth: 0 })
    expect(after.featured).toBe(false)
  })
})
