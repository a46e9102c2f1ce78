import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import type { User, Yacht } from '@cms/payload-types'
import * as bookings from '@site/pages/api/bookings/index'
import * as unblock from '@site/pages/api/owner/blocks/[id]'
import * as blocks from '@site/pages/api/owner/blocks/index'
import * as availability from '@site/pages/api/yachts/[id]/availability'
import * as login from '@site/pages/api/login'
import * as overview from '@site/pages/api/owner/overview'
import * as feed from '@site/pages/api/yachts/[id]/calendar.ics'
import { makeImage, makeUser, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'

/** The owner's dashboard data and their yacht's iCal feed, on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let owner: User
let instant: Yacht
let onRequest: Yacht
const day = (offset: number) => addDays(marinaDayOf(new Date()), offset)
const tokenOf = async (user: User) => (await call(login, 'POST', { body: { email: user.email, password: 'Str0ng!pass' }, address: newAddress() })).token as string

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  const image = await makeImage(payload)
  owner = await makeUser(payload, ['owner'])
  instant = await payload.create({
    collection: 'yachts',
    data: { ...yachtData(image), name: 'Feed Instant', pricePerDay: 20_000, owner: owner.id, _status: 'published' },
    overrideAccess: true,
    context: quiet,
  })
  onRequest = await payload.create({
    collection: 'yachts',
    data: { ...yachtData(image), bookingMode: 'request', owner: owner.id, _status: 'published' },
    overrideAccess: true,
    context: quiet,
  })
})

const booking = (yacht: Yacht, start: number) => ({
  yachtId: yacht.id,
  startDate: day(start),
  endDate: day(start + 1),
  guests: 2,
  contactName: 'Ирина Озёрная',
  contactEmail: 'irina@test.local',
  contactPhone: '+7 900 222-33-44',
})

describe('the owner dashboard', () => {
  it('shows the owner their yachts with their feeds, the requests waiting for them, the coming bookings and the month’s earnings', async () => {
    const customer = await tokenOf(await makeUser(payload, ['customer']))
    const held = await call(bookings, 'POST', { body: booking(instant, 15), token: customer })
    const requested = await call(bookings, 'POST', { body: booking(onRequest, 20), token: customer })
    // A paid booking, as the webhook leaves it.
    await payload.db.pool.query(`UPDATE bookings SET status = 'confirmed', payment_status = 'paid' WHERE id = $1`, [held.json.id])

    const answer = await call(overview, 'GET', { token: await tokenOf(owner) })
    expect(answer.status).toBe(200)
    const data = answer.json as { yachts: { id: number; calendarFeedPath: string }[]; requests: { id: number }[]; upcoming: { id: number }[]; earnings: unknown[] }
    expect(data.yachts.map((yacht) => yacht.id).sort()).toEqual([instant.id, onRequest.id].sort())
    expect(data.requests.map((request) => request.id)).toEqual([requested.json.id])
    expect(data.upcoming.map((coming) => coming.id)).toEqual([held.json.id, requested.json.id])
    expect(data.earnings).toEqual([{ month: day(15).slice(0, 7), currency: 'RUB', amount: 40_000, bookings: 1 }])

    const path = data.yachts.find((yacht) => yacht.id === instant.id)!.calendarFeedPath
    const token = new URL(path, 'http://x').searchParams.get('token')!
    const ics = await call(feed, 'GET', { params: { id: String(instant.id) }, query: `?token=${token}` })
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(String(ics.json.raw)).toContain(`UID:booking-${held.json.id}@baikal-yachts`)
    expect(String(ics.json.raw)).toContain(`DTSTART;VALUE=DATE:${day(15).replace(/-/g, '')}`)
    expect(String(ics.json.raw)).toContain('X-WR-CALNAME:Feed Instant — Baikal Yachts')
    expect((await call(feed, 'GET', { params: { id: String(onRequest.id) }, query: `?token=${token}` })).status).toBe(404)
    expect((await call(feed, 'GET', { params: { id: String(instant.id) } })).status).toBe(404)
  })

  it('is the owners’ alone', async () => {
    expect((await call(overview, 'GET')).status).toBe(401)
    expect((await call(overview, 'GET', { token: await tokenOf(await makeUser(payload, ['customer'])) })).status).toBe(403)
    const other = await call(overview, 'GET', { token: await tokenOf(await makeUser(payload, ['owner'])) })
    expect(other.json).toEqual({ yachts: [], requests: [], calledOff: [], upcoming: [], blocks: [], earnings: [], crew: {} })
  })

  it('lets the owner block days no booking holds, and keeps bookings off blocked days, even all at once', async () => {
    const ownerToken = await tokenOf(owner)
    const customer = await tokenOf(await makeUser(payload, ['customer']))
    const block = (body: Record<string, unknown>, token = ownerToken) => call(blocks, 'POST', { body: { yachtId: instant.id, ...body }, token })
    const made = await block({ startDate: day(40), endDate: day(42), note: 'Покраска корпуса' })
    expect(made.status, JSON.stringify(made.json)).toBe(201)
    expect(made.json).toMatchObject({ yachtId: instant.id, startDate: day(40), endDate: day(42), note: 'Покраска корпуса', source: 'owner' })
    expect((await call(availability, 'GET', { params: { id: String(instant.id) }, query: `?from=${day(39)}&to=${day(43)}` })).json.taken).toEqual([
      { start: day(40), end: day(42) },
    ])

    const refused = await call(bookings, 'POST', { body: booking(instant, 41), token: customer })
    expect(refused.status).toBe(409)
    expect(refused.json.nearest).toEqual(expect.arrayContaining([{ start: day(43), end: day(44) }]))
    // Days a booking holds cannot be blocked; nor can days already blocked, nor another's yacht.
    expect((await call(bookings, 'POST', { body: booking(instant, 50), token: customer })).status).toBe(201)
    expect((await block({ startDate: day(51), endDate: day(52) })).status).toBe(409)
    expect((await block({ startDate: day(42), endDate: day(43) })).status).toBe(409)
    const stranger = await tokenOf(await makeUser(payload, ['owner']))
    expect((await block({ startDate: day(60), endDate: day(60) }, stranger)).json).toMatchObject({ errors: { yacht: 'This is not your yacht.' } })
    expect((await block({ startDate: day(60), endDate: day(60) }, customer)).status).toBe(403)

    // Twenty bookings and a block of the same days at once: exactly one of them holds the days.
    const racers = await Promise.all(Array.from({ length: 4 }, async () => tokenOf(await makeUser(payload, ['customer']))))
    const answers = await Promise.all([
      block({ startDate: day(70), endDate: day(71) }),
      ...Array.from({ length: 20 }, (_, index) => call(bookings, 'POST', { body: booking(instant, 70), token: racers[index % racers.length] })),
    ])
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(20)

    expect((await call(unblock, 'DELETE', { params: { id: String(made.json.id) }, token: stranger })).status).toBe(404)
    expect((await call(unblock, 'DELETE', { params: { id: String(made.json.id) }, token: ownerToken })).status).toBe(200)
    expect((await call(bookings, 'POST', { body: booking(instant, 41), token: customer })).status).toBe(201)
  })
})
