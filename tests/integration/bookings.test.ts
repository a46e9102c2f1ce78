import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { BOOKED_YACHTS_MAX, HOLD_MINUTES } from '@cms/features/bookings/contract/bookings'
import type { User, Yacht } from '@cms/payload-types'
import * as bookingById from '@site/pages/api/bookings/[id]'
import * as cancel from '@site/pages/api/bookings/[id]/cancel'
import * as confirm from '@site/pages/api/bookings/[id]/confirm'
import * as bookings from '@site/pages/api/bookings/index'
import * as available from '@site/pages/api/yachts/available'
import * as yachtsByIds from '@site/pages/api/yachts/index'
import * as availability from '@site/pages/api/yachts/[id]/availability'
import { startCmsServer } from './support/cmsServer'
import { makeImage, makeUser, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'
import { newAddress, restClient } from './support/rest'

/**
 * Bookings through the portal API as the site server runs it, on real PostgreSQL: the server's
 * price, holds, no double booking under contention (the exclusion constraint), the nearest free
 * dates, cancellation and requests to book, the public calendar, and the CMS's REST door.
 */
let payload: Payload
let call: ReturnType<typeof portalApi>
let cms: { url: string; close: () => Promise<void> }
const rest = restClient(() => cms.url)
let owner: User
let yacht: Yacht
let requestYacht: Yacht
const today = marinaDayOf(new Date())
const day = (offset: number) => addDays(today, offset)

const signIn = async (user: User) => String((await rest('/api/users/login', { body: { email: user.email, password: 'Str0ng!pass' }, address: newAddress() })).json.token)

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  cms = await startCmsServer()
  const image = await makeImage(payload)
  owner = await makeUser(payload, ['owner'])
  yacht = await payload.create({
    collection: 'yachts',
    data: {
      ...yachtData(image),
      capacity: 8,
      pricePerDay: 45_000,
      captain: 'optional',
      captainPricePerDay: 9_000,
      waterEquipmentPricePerDay: 6_000,
      minimumDays: 2,
      owner: owner.id,
      _status: 'published',
    },
    overrideAccess: true,
    context: quiet,
  })
  requestYacht = await payload.create({
    collection: 'yachts',
    data: { ...yachtData(image), bookingMode: 'request', owner: owner.id, _status: 'published' },
    overrideAccess: true,
    context: quiet,
  })
})
afterAll(async () => {
  await cms.close()
})

const request = (extra: Record<string, unknown> = {}) => ({
  yachtId: yacht.id,
  startDate: day(30),
  endDate: day(32),
  guests: 4,
  captain: true,
  services: ['catering'],
  contactName: 'Анна Морская',
  contactEmail: 'anna@test.local',
  contactPhone: '+7 900 000-00-00',
  ...extra,
})

async function member(options: { emailVerified?: boolean } = {}) {
  const user = await makeUser(payload, ['customer'], options)
  return { user, token: await signIn(user) }
}

describe('booking a yacht', () => {
  it('prices it on the server, whatever the request says, and holds the days for 15 minutes', async () => {
    const { token } = await member()
    const answer = await call(bookings, 'POST', { body: request({ totalPrice: 1, priceBreakdown: [] }), token })
    expect(answer.status).toBe(201)
    // 3 days × 45,000 + a captain 3 × 9,000 + catering 4 guests × 3 days × 2,500.
    expect(answer.json).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', currency: 'RUB', totalPrice: 135_000 + 27_000 + 30_000 })
    const holdMinutes = (Date.parse(String(answer.json.holdExpiresAt)) - Date.now()) / 60_000
    expect(holdMinutes).toBeGreaterThan(HOLD_MINUTES - 1)
    expect(holdMinutes).toBeLessThanOrEqual(HOLD_MINUTES)
  })

  it('refuses guests, strangers, the unconfirmed and requests the yacht cannot meet, storing nothing', async () => {
    const before = (await payload.count({ collection: 'bookings' })).totalDocs
    const { token } = await member()
    expect((await call(bookings, 'POST', { body: request({ startDate: day(40), endDate: day(41) }) })).status).toBe(401)
    expect((await call(bookings, 'POST', { body: request({ startDate: day(40), endDate: day(41) }), token: (await member({ emailVerified: false })).token })).status).toBe(403)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ guests: 9 }, 'guests', 'guestsOverCapacity'],
      [{ startDate: day(40), endDate: day(40) }, 'endDate', 'belowMinimumDays'],
      [{ startDate: day(-3), endDate: day(-1) }, 'startDate', 'startInPast'],
      [{ startDate: day(40), endDate: day(39) }, 'endDate', 'endBeforeStart'],
      [{ yachtId: 999_999 }, 'yacht', 'No such yacht.'],
    ]
    for (const [change, field, code] of cases) {
      const answer = await call(bookings, 'POST', { body: request({ startDate: day(40), endDate: day(41), ...change }), token })
      expect(answer.status, JSON.stringify(change)).toBe(400)
      expect((answer.json.errors as Record<string, string>)[field], JSON.stringify(answer.json)).toBe(code)
    }
    expect((await payload.count({ collection: 'bookings' })).totalDocs).toBe(before)
  })

  it('lets exactly one of 100 simultaneous bookings of the same days through; the others learn the nearest free dates', async () => {
    // Ten members, ten attempts each, all at once: the constraint does not care who asks.
    const members: Awaited<ReturnType<typeof member>>[] = []
    for (let i = 0; i < 10; i += 1) members.push(await member())
    const wanted = { startDate: day(60), endDate: day(62) }
    const answers = await Promise.all(members.flatMap(({ token }) => Array.from({ length: 10 }, () => call(bookings, 'POST', { body: request(wanted), token }))))
    const statuses = answers.map((answer) => answer.status)
    expect(
      statuses.filter((status) => status !== 201 && status !== 409),
      JSON.stringify(answers.find((answer) => answer.status !== 201 && answer.status !== 409)?.json),
    ).toEqual([])
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(99)
    const refused = answers.find((answer) => answer.status === 409)!
    expect(refused.json).toMatchObject({
      code: 'datesTaken',
      nearest: [
        { start: day(57), end: day(59) },
        { start: day(63), end: day(65) },
      ],
    })
    const holding = await payload.count({
      collection: 'bookings',
      where: { and: [{ yacht: { equals: yacht.id } }, { startDate: { equals: wanted.startDate } }, { blocksCalendar: { equals: true } }] },
    })
    expect(holding.totalDocs).toBe(1)
  })

  it('lets a lapsed hold go: the days are free for the next member', async () => {
    const first = await member()
    const held = await call(bookings, 'POST', { body: request({ startDate: day(80), endDate: day(81) }), token: first.token })
    expect(held.status).toBe(201)
    const second = await member()
    expect((await call(bookings, 'POST', { body: request({ startDate: day(81), endDate: day(82) }), token: second.token })).status).toBe(409)
    await payload.db.drizzle.execute(`UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = ${Number(held.json.id)}`)
    expect((await call(availability, 'GET', { params: { id: String(yacht.id) }, query: `?from=${day(79)}&to=${day(83)}` })).json.taken).toEqual([])
    expect((await call(bookings, 'POST', { body: request({ startDate: day(81), endDate: day(82) }), token: second.token })).status).toBe(201)
  })
})

describe('lapsed holds', () => {
  it('are cancelled by the minute’s job, their days let go and their customers told in their language, once', async () => {
    const { user, token } = await member()
    const made = await call(bookings, 'POST', { body: request({ startDate: day(90), endDate: day(91), contactEmail: user.email }), token, headers: { 'accept-language': 'en' } })
    expect(made.status).toBe(201)
    await payload.db.drizzle.execute(`UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = ${Number(made.json.id)}`)
    const run = async () => {
      await payload.jobs.queue({ task: 'expireBookingHolds', input: {}, queue: 'bookings' })
      await payload.jobs.run({ queue: 'bookings' })
    }
    await run()
    const expired = await payload.findByID({ collection: 'bookings', id: Number(made.json.id) })
    expect(expired).toMatchObject({ status: 'cancelled', blocksCalendar: false })
    const mails = await payload.find({ collection: 'email-outbox', where: { to: { equals: user.email } }, sort: 'createdAt' })
    expect(mails.docs.map((mail) => mail.subject).sort()).toEqual(['Your booking has expired', 'Your booking is held for 15 minutes'])
    await run()
    expect((await payload.count({ collection: 'email-outbox', where: { to: { equals: user.email } } })).totalDocs).toBe(2)
  })
})

describe('the public calendar', () => {
  it('shows the taken days of a window, and which yachts are free for a range', async () => {
    const { token } = await member()
    await call(bookings, 'POST', { body: request({ startDate: day(100), endDate: day(102) }), token })
    const calendar = await call(availability, 'GET', { params: { id: String(yacht.id) }, query: `?from=${day(95)}&to=${day(110)}` })
    expect(calendar.json.taken).toEqual([{ start: day(100), end: day(102) }])
    const free = await call(available, 'GET', { query: `?from=${day(101)}&to=${day(101)}&guests=2` })
    expect(free.json.ids).not.toContain(yacht.id)
    expect(free.json.ids).toContain(requestYacht.id)
    expect((await call(available, 'GET', { query: `?from=${day(120)}&to=${day(121)}&guests=9` })).json.ids).not.toContain(yacht.id)
    expect((await call(availability, 'GET', { params: { id: String(yacht.id) }, query: '?from=2026-13-01&to=x' })).status).toBe(400)
  })
})

describe('the yachts of a member’s bookings', () => {
  it('are named in the language asked, with their marina and policy, published ones only; a bad request changes nothing', async () => {
    const image = await makeImage(payload)
    const unpublished = await payload.create({ collection: 'yachts', data: { ...yachtData(image), owner: owner.id, _status: 'draft' }, overrideAccess: true, context: quiet })
    const marina = await payload.findByID({
      collection: 'marinas',
      id: Number(yacht.homeMarina && typeof yacht.homeMarina === 'object' ? yacht.homeMarina.id : yacht.homeMarina),
      locale: 'en',
      depth: 0,
    })
    const english = await call(yachtsByIds, 'GET', { query: `?ids=${yacht.id},${unpublished.id},${yacht.id}&locale=en` })
    expect(english.status).toBe(200)
    expect(english.json.docs).toEqual([{ id: yacht.id, name: yacht.name, home: marina.name, policy: expect.stringMatching(/^Moderate\. /) }])
    const russian = await call(yachtsByIds, 'GET', { query: `?ids=${yacht.id}&locale=ru` })
    expect(russian.json.docs).toEqual([expect.objectContaining({ id: yacht.id, policy: expect.stringMatching(/^Умеренная\. /) })])

    const tooMany = Array.from({ length: BOOKED_YACHTS_MAX + 1 }, (_, index) => index + 1).join(',')
    for (const query of ['?ids=&locale=ru', '?ids=1,x&locale=ru', '?ids=-1&locale=en', `?ids=${yacht.id}&locale=de`, `?ids=${tooMany}&locale=ru`]) {
      const refused = await call(yachtsByIds, 'GET', { query })
      expect(refused.status, query).toBe(400)
      expect(refused.json.code).toBe('invalid')
    }
  })
})

describe('after booking', () => {
  it('the customer sees and cancels their own, which frees the days; no one else may', async () => {
    const customer = await member()
    const stranger = await member()
    const made = await call(bookings, 'POST', { body: request({ startDate: day(130), endDate: day(131) }), token: customer.token })
    const id = String(made.json.id)
    expect((await call(bookingById, 'GET', { params: { id }, token: customer.token })).status).toBe(200)
    expect((await call(bookingById, 'GET', { params: { id }, token: stranger.token })).status).toBe(404)
    expect((await call(bookings, 'GET', { query: '?tab=upcoming', token: customer.token })).json.docs).toEqual([expect.objectContaining({ id: Number(id) })])
    expect((await call(cancel, 'POST', { params: { id }, token: stranger.token })).status).toBe(404) // as a read answers: no refusal tells a stranger the booking exists (F8)
    const cancelled = await call(cancel, 'POST', { params: { id }, token: customer.token })
    expect(cancelled.json).toMatchObject({ status: 'cancelled' })
    // Cancelling again changes nothing and says so.
    expect((await call(cancel, 'POST', { params: { id }, token: customer.token })).json).toMatchObject({ status: 'cancelled' })
    expect((await call(bookings, 'GET', { query: '?tab=cancelled', token: customer.token })).json.docs).toEqual([expect.objectContaining({ id: Number(id) })])
    expect((await call(bookings, 'POST', { body: request({ startDate: day(130), endDate: day(131) }), token: stranger.token })).status).toBe(201)
  })

  it('a request to book waits for the yacht’s owner, who confirms it; the customer cannot', async () => {
    const customer = await member()
    const made = await call(bookings, 'POST', {
      body: request({ yachtId: requestYacht.id, startDate: day(140), endDate: day(141), captain: false, services: [] }),
      token: customer.token,
    })
    expect(made.status).toBe(201)
    expect(made.json).toMatchObject({ status: 'pending', awaitingOwner: true })
    const id = String(made.json.id)
    expect((await call(confirm, 'POST', { params: { id }, token: customer.token })).status).toBe(409)
    const ownerToken = await signIn(owner)
    expect((await call(bookingById, 'GET', { params: { id }, token: ownerToken })).json).toMatchObject({ contactName: 'Анна Морская' })
    const confirmed = await call(confirm, 'POST', { params: { id }, token: ownerToken })
    expect(confirmed.json).toMatchObject({ status: 'confirmed', awaitingOwner: false })
    // The customer now has 48 hours to pay.
    expect((Date.parse(String(confirmed.json.holdExpiresAt)) - Date.now()) / 3_600_000).toBeGreaterThan(47.9)
  })

  it('an owner cannot confirm a request whose 48 hours are over; a confirmed request left unpaid lapses', async () => {
    const customer = await member()
    const ownerToken = await signIn(owner)
    const book = async (start: number) =>
      Number(
        (
          await call(bookings, 'POST', {
            body: request({ yachtId: requestYacht.id, startDate: day(start), endDate: day(start + 1), captain: false, services: [] }),
            token: customer.token,
          })
        ).json.id,
      )
    const lapsed = await book(170)
    await payload.db.pool.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [lapsed])
    expect((await call(confirm, 'POST', { params: { id: String(lapsed) }, token: ownerToken })).status).toBe(409)

    const unpaid = await book(175)
    expect((await call(confirm, 'POST', { params: { id: String(unpaid) }, token: ownerToken })).status).toBe(200)
    await payload.db.pool.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [unpaid])
    await payload.jobs.queue({ task: 'expireBookingHolds', input: {}, queue: 'bookings' })
    await payload.jobs.run({ queue: 'bookings', limit: 500 })
    expect(await payload.findByID({ collection: 'bookings', id: unpaid })).toMatchObject({ status: 'cancelled', blocksCalendar: false })
    const told = await payload.find({ collection: 'email-outbox', where: { text: { contains: 'не был оплачен в течение 48 часов' } } })
    expect(told.docs.length).toBeGreaterThan(0)
  })

  it('a booking the staff cancel lets its days go', async () => {
    const first = await member()
    const made = await call(bookings, 'POST', { body: request({ startDate: day(185), endDate: day(186) }), token: first.token })
    const admin = await makeUser(payload, ['admin'])
    await payload.update({ collection: 'bookings', id: Number(made.json.id), data: { status: 'cancelled' }, user: admin, overrideAccess: false })
    expect((await call(bookings, 'POST', { body: request({ startDate: day(185), endDate: day(186) }), token: (await member()).token })).status).toBe(201)
  })

  it('no door lets a member book past the flow, or change a price or another’s booking', async () => {
    const customer = await member()
    const made = await call(bookings, 'POST', { body: request({ startDate: day(150), endDate: day(151) }), token: customer.token })
    const id = Number(made.json.id)
    expect((await rest('/api/bookings', { body: request({ yacht: yacht.id, startDate: day(160), endDate: day(161) }), token: customer.token, address: newAddress() })).status).toBe(
      403,
    )
    const tampered = await rest(`/api/bookings/${id}`, { method: 'PATCH', body: { totalPrice: 1, guests: 1 }, token: customer.token, address: newAddress() })
    expect(tampered.status).toBe(403)
    expect((await payload.findByID({ collection: 'bookings', id })).totalPrice).toBe(made.json.totalPrice)
    const stranger = await member()
    expect((await rest(`/api/bookings/${id}`, { method: 'PATCH', body: { status: 'cancelled' }, token: stranger.token, address: newAddress() })).status).toBe(403)
    expect((await rest(`/api/bookings/${id}`, { method: 'DELETE', token: customer.token, address: newAddress() })).status).toBe(403)
  })
})

describe('what one member may hold unpaid (the probe’s F4)', () => {
  it('refuses a fourth unpaid booking, and days past one longest charter across them, a request to book counted while it waits', async () => {
    const { token } = await member()
    // The probe's two request-to-book bookings of 60 days each: the second is refused.
    const first = await call(bookings, 'POST', { body: request({ yachtId: requestYacht.id, startDate: day(200), endDate: day(259), services: [], captain: false }), token })
    expect(first.status).toBe(201)
    const second = await call(bookings, 'POST', { body: request({ yachtId: requestYacht.id, startDate: day(300), endDate: day(359), services: [], captain: false }), token })
    expect(second.status).toBe(400)
    expect(second.json.errors).toMatchObject({ endDate: 'tooManyUnpaidDays' })
    await call(cancel, 'POST', { params: { id: String(first.json.id) }, token })

    const short = (offset: number) => call(bookings, 'POST', { body: request({ startDate: day(offset), endDate: day(offset + 1), services: [], captain: false }), token })
    for (const offset of [400, 410, 420]) expect((await short(offset)).status).toBe(201)
    const fourth = await short(430)
    expect(fourth.status).toBe(400)
    expect(fourth.json.errors).toMatchObject({ startDate: 'tooManyUnpaid' })
  })

  it('holds under concurrency: of eight bookings sent at once by one member, three are taken', async () => {
    const { token } = await member()
    const sent = await Promise.all(
      [500, 510, 520, 530, 540, 550, 560, 570].map((offset) =>
        call(bookings, 'POST', { body: request({ startDate: day(offset), endDate: day(offset + 1), services: [], captain: false }), token }),
      ),
    )
    expect(sent.filter((answer) => answer.status === 201)).toHaveLength(3)
    expect(sent.filter((answer) => answer.status === 400)).toHaveLength(5)
  })
})
