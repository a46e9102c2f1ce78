import { BOOKINGS_QUEUE } from '@cms/core/queues'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import type { BookingService } from '@cms/features/bookings/contract/bookings'
import { RELEASES_PER_DAY, SERVICE_ORDER_MESSAGES, type ServiceCompanyDashboardView } from '@cms/features/serviceOrders/contract/serviceOrders'
import type { User, Yacht } from '@cms/payload-types'
import * as bookings from '@site/pages/api/bookings/index'
import * as dashboard from '@site/pages/api/service-company/dashboard'
import * as services from '@site/pages/api/service-company/services'
import * as orderAction from '@site/pages/api/service-orders/[id]/[action]'
import { makeImage, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi, type SignedInMember, signedInMember } from './support/portalApi'

/** Charters' services become orders service companies take (issue "Booking and payments": /service-company/dashboard), on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let yacht: Yacht
const member = (roles?: User['roles']) => signedInMember(payload, call, roles)
const today = () => marinaDayOf(new Date())

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  const owner = await member(['owner'])
  yacht = await payload.create({
    collection: 'yachts',
    data: { ...yachtData(await makeImage(payload)), name: 'Catered Charter', waterEquipmentPricePerDay: 3000, owner: owner.user.id, _status: 'published' },
    overrideAccess: true,
    context: quiet,
  })
})

async function company(provided: BookingService[]): Promise<SignedInMember> {
  const signedIn = await member(['service_company'])
  // An admin has checked the company (the probe's F3: self-registered companies take no orders).
  await payload.update({ collection: 'users', id: signedIn.user.id, data: { serviceCompanyApproved: true }, overrideAccess: true })
  const saved = await call(services, 'PUT', { token: signedIn.token, body: { services: provided } })
  expect(saved.status).toBe(200)
  expect(saved.json.services).toEqual(provided)
  return signedIn
}

/** A charter booked through the portal with these services; paid (as the provider's callback leaves it) unless told otherwise. */
async function aCharter(offset: number, wanted: BookingService[], { paid = true } = {}) {
  const customer = await member()
  const start = addDays(today(), offset)
  const booked = await call(bookings, 'POST', {
    token: customer.token,
    body: {
      yachtId: yacht.id,
      startDate: start,
      endDate: addDays(start, 1),
      guests: 4,
      services: wanted,
      contactName: 'Ольга Береговая',
      contactEmail: 'olga@test.local',
      contactPhone: '+7 900 444-55-66',
    },
  })
  expect(booked.json).toMatchObject({ id: expect.any(Number) })
  const id = booked.json.id as number
  if (paid) await payload.db.pool.query(`UPDATE bookings SET status = 'confirmed', payment_status = 'paid' WHERE id = $1`, [id])
  const { rows } = await payload.db.pool.query<{ id: number; service: BookingService }>('SELECT id, service FROM service_orders WHERE booking_id = $1 ORDER BY service', [id])
  return { id, customer, orders: rows }
}

const viewOf = async (who: SignedInMember) => (await call(dashboard, 'GET', { token: who.token })).json as unknown as ServiceCompanyDashboardView
const act = (who: SignedInMember, id: number, action: string) => call(orderAction, 'POST', { token: who.token, params: { id: String(id), action } })
/** As if the hour the customer's notice waits for had gone by: the order held an hour, its notice due. */
async function anHourLater(orderId: number): Promise<void> {
  await payload.db.pool.query(`UPDATE service_orders SET accepted_at = accepted_at - interval '61 minutes' WHERE id = $1`, [orderId])
  await payload.db.pool.query(`UPDATE payload_jobs SET wait_until = now() - interval '1 second' WHERE task_slug = 'tellServiceTaken' AND wait_until > now()`)
}

describe('service orders', () => {
  it('are made from a booking’s services, one per service, and shown to the companies providing them once the charter is paid', async () => {
    const unpaid = await aCharter(20, ['catering', 'water-equipment'], { paid: false })
    expect(unpaid.orders.map((order) => order.service)).toEqual(['catering', 'water-equipment'])
    const cook = await company(['catering'])
    const rigger = await company(['water-equipment'])
    expect((await viewOf(cook)).open.map((order) => order.id)).not.toContain(unpaid.orders[0]?.id)

    await payload.db.pool.query(`UPDATE bookings SET status = 'confirmed', payment_status = 'paid' WHERE id = $1`, [unpaid.id])
    const forCook = await viewOf(cook)
    expect(forCook.services).toEqual(['catering'])
    expect(forCook.open).toContainEqual(expect.objectContaining({ id: unpaid.orders[0]?.id, service: 'catering', yacht: 'Catered Charter', guests: 4, contact: null }))
    expect(forCook.open.map((order) => order.service)).not.toContain('water-equipment')
    expect((await viewOf(rigger)).open.map((order) => order.id)).toContain(unpaid.orders[1]?.id)

    // The customer sees how their services stand; a plain member neither sees nor takes them.
    const mine = await payload.find({ collection: 'service-orders', where: { booking: { equals: unpaid.id } }, overrideAccess: false, user: unpaid.customer.user })
    expect(mine.totalDocs).toBe(2)
    expect((await act(unpaid.customer, unpaid.orders[0]?.id ?? 0, 'accept')).status).toBe(403)
    const stranger = await member()
    expect((await payload.find({ collection: 'service-orders', where: { booking: { equals: unpaid.id } }, overrideAccess: false, user: stranger.user })).totalDocs).toBe(0)
    expect((await call(dashboard, 'GET', { token: stranger.token })).status).toBe(403)
  })

  it('is taken by one company of two that try at once; the other is told it is taken and no longer sees it', async () => {
    const charter = await aCharter(25, ['catering'])
    const orderId = charter.orders[0]?.id ?? 0
    const first = await company(['catering'])
    const second = await company(['catering'])
    const answers = await Promise.all([act(first, orderId, 'accept'), act(second, orderId, 'accept')])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const loser = answers.find((answer) => answer.status === 409)
    expect(loser?.json.error).toBe(SERVICE_ORDER_MESSAGES.taken)
    const winner = answers[0]?.status === 200 ? first : second
    const other = winner === first ? second : first
    expect(answers.find((answer) => answer.status === 200)?.json.order).toMatchObject({ status: 'accepted', contact: { name: 'Ольга Береговая', phone: '+7 900 444-55-66' } })
    const row = (await payload.db.pool.query('SELECT status, provider_id FROM service_orders WHERE id = $1', [orderId])).rows[0]
    expect(row).toEqual({ status: 'accepted', provider_id: winner.user.id })
    // The customer hears who will cook, once: the one company that took it (and kept it an hour).
    await anHourLater(orderId)
    await payload.jobs.run({ queue: BOOKINGS_QUEUE, limit: 50 })
    const told = await payload.find({ collection: 'email-outbox', where: { to: { equals: 'olga@test.local' } }, sort: '-createdAt', limit: 10, overrideAccess: true })
    const about = told.docs.filter((mail) => mail.subject === 'Кейтеринг: для вашего чартера всё устроено' && String(mail.text ?? '').includes(winner.user.email))
    expect(about).toHaveLength(1)
    expect((await viewOf(other)).open.map((order) => order.id)).not.toContain(orderId)
    expect((await viewOf(winner)).mine.map((order) => order.id)).toContain(orderId)
    // Nor can the other company take it through the CMS's own door; arriving after the winner's
    // commit, it is told it is taken (the row lock decides, not the access query's 403).
    const otherNow = { ...(await payload.findByID({ collection: 'users', id: other.user.id, depth: 0, overrideAccess: true })), collection: 'users' as const }
    await expect(payload.update({ collection: 'service-orders', id: orderId, data: { status: 'accepted' }, overrideAccess: false, user: otherNow })).rejects.toThrow(
      SERVICE_ORDER_MESSAGES.taken,
    )
  })

  it('is handed back before the charter, marked done only once it has begun, and by its company alone', async () => {
    const charter = await aCharter(30, ['water-equipment'])
    const orderId = charter.orders[0]?.id ?? 0
    const rigger = await company(['water-equipment'])
    const cook = await company(['catering'])
    // A company that does not provide the service does not see the order, nor may it take it at the CMS's door.
    expect((await act(cook, orderId, 'accept')).status).toBe(404)
    const cookNow = await payload.findByID({ collection: 'users', id: cook.user.id, depth: 0, overrideAccess: true })
    await expect(payload.update({ collection: 'service-orders', id: orderId, data: { status: 'accepted' }, overrideAccess: false, user: cookNow })).rejects.toThrow(
      SERVICE_ORDER_MESSAGES.notOffered,
    )
    const listed = async () =>
      ((await call(bookings, 'GET', { token: charter.customer.token, query: '?tab=upcoming' })).json.docs as { id: number; serviceOrders?: unknown }[]).find(
        (booking) => booking.id === charter.id,
      )
    expect((await listed())?.serviceOrders).toEqual([{ service: 'water-equipment', status: 'open' }])
    expect((await act(rigger, orderId, 'accept')).status).toBe(200)
    // The customer's list says what each booked service waits for.
    expect((await listed())?.serviceOrders).toEqual([{ service: 'water-equipment', status: 'accepted' }])
    const early = await act(rigger, orderId, 'done')
    expect(early.status).toBe(409)
    expect(early.json.error).toBe(SERVICE_ORDER_MESSAGES.notYet)
    expect((await act(rigger, orderId, 'release')).json.order).toMatchObject({ status: 'open', contact: null })
    expect((await act(rigger, orderId, 'accept')).status).toBe(200)

    // The charter begins: now it can be done, by the company that took it.
    await payload.db.pool.query('UPDATE bookings SET start_date = $2 WHERE id = $1', [charter.id, today()])
    const other = await company(['water-equipment'])
    expect((await act(other, orderId, 'done')).status).toBe(404)
    expect((await act(rigger, orderId, 'release')).status).toBe(409)
    expect((await act(rigger, orderId, 'done')).json.order).toMatchObject({ status: 'done' })
    expect((await act(rigger, orderId, 'nonsense')).status).toBe(404)
  })

  it('follow a change of the booking’s services: an order no one took goes, a taken one stays', async () => {
    const charter = await aCharter(35, ['catering', 'water-equipment'])
    const cook = await company(['catering'])
    const catering = charter.orders.find((order) => order.service === 'catering')?.id ?? 0
    expect((await act(cook, catering, 'accept')).status).toBe(200)
    const admin = await member(['admin'])
    await payload.update({ collection: 'bookings', id: charter.id, data: { services: [] }, overrideAccess: false, user: admin.user, context: quiet })
    const left = await payload.db.pool.query('SELECT service, status FROM service_orders WHERE booking_id = $1', [charter.id])
    expect(left.rows).toEqual([{ service: 'catering', status: 'accepted' }])
    // A cancelled charter's taken order says so and is done no more.
    await payload.db.pool.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [charter.id])
    expect((await viewOf(cook)).mine).toContainEqual(expect.objectContaining({ id: catering, charterCancelled: true }))
  })

  it('refuses bad input to the services and changes nothing', async () => {
    const cook = await company(['catering'])
    const bad = await call(services, 'PUT', { token: cook.token, body: { services: ['fireworks'] } })
    expect(bad.status).toBe(400)
    expect((await viewOf(cook)).services).toEqual(['catering'])
    const customer = await member()
    expect((await call(services, 'PUT', { token: customer.token, body: { services: ['catering'] } })).status).toBe(403)
  })
})

describe('service companies and guests’ contacts (the probe’s F3)', () => {
  it('a self-registered company takes no order until an admin has checked it', async () => {
    const charter = await aCharter(40, ['catering'])
    const orderId = charter.orders[0]?.id ?? 0
    const unchecked = await member(['service_company'])
    expect((await call(services, 'PUT', { token: unchecked.token, body: { services: ['catering'] } })).status).toBe(200)
    const view = await viewOf(unchecked)
    expect(view).toMatchObject({ awaitingApproval: true, open: [] })
    // It cannot see the open orders, so taking one is as taking a stranger's: 404, nothing told.
    const taking = await act(unchecked, orderId, 'accept')
    expect(taking.status).toBe(404)
    // Nor through the CMS's own door, where the collection refuses it.
    await expect(payload.update({ collection: 'service-orders', id: orderId, data: { status: 'accepted' }, overrideAccess: false, user: unchecked.user })).rejects.toThrow()
    expect(JSON.stringify(taking.json)).not.toContain('Ольга')
    expect((await payload.db.pool.query('SELECT status, provider_id FROM service_orders WHERE id = $1', [orderId])).rows[0]).toEqual({ status: 'open', provider_id: null })
  })

  it('hands back a few orders a day, each recorded, and the customer never hears of a company that handed back at once', async () => {
    const provider = await company(['catering'])
    const orders: number[] = []
    for (const offset of [50, 52, 54, 56]) orders.push((await aCharter(offset, ['catering'])).orders[0]?.id ?? 0)
    for (const orderId of orders.slice(0, RELEASES_PER_DAY)) {
      expect((await act(provider, orderId, 'accept')).status).toBe(200)
      expect((await act(provider, orderId, 'release')).status).toBe(200)
    }
    const last = orders[RELEASES_PER_DAY] ?? 0
    expect((await act(provider, last, 'accept')).status).toBe(200)
    const refused = await act(provider, last, 'release')
    expect(refused.status).toBe(429)
    const recorded = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'order-released' } }, { actor: { equals: provider.user.id } }] },
      overrideAccess: true,
    })
    expect(recorded.totalDocs).toBe(RELEASES_PER_DAY)
    // The hour goes by: the orders handed back name no one; the one kept names its company.
    for (const orderId of orders) await anHourLater(orderId)
    await payload.jobs.run({ queue: BOOKINGS_QUEUE, limit: 50 })
    const told = await payload.find({ collection: 'email-outbox', where: { to: { equals: 'olga@test.local' } }, limit: 100, overrideAccess: true })
    expect(told.docs.filter((mail) => String(mail.text ?? '').includes(provider.user.email))).toHaveLength(1)
  })
})
