import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { importYachtCalendar } from '@cms/features/bookings/flows/importCalendars'
import { type NavigationSeason, seasonIn } from '@cms/features/seasons'
import type { Marina, Yacht } from '@cms/payload-types'
import * as bookings from '@site/pages/api/bookings/index'
import * as blocks from '@site/pages/api/owner/blocks/index'
import * as available from '@site/pages/api/yachts/available'
import * as availability from '@site/pages/api/yachts/[id]/availability'
import { startCmsServer } from './support/cmsServer'
import { fieldErrors, makeImage, makeMarina, makeUser, quiet, SOUTHERN_SEASON, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi, type SignedInMember, signedInMember } from './support/portalApi'
import { newAddress, restClient } from './support/rest'

/**
 * A yacht sails only in its home marina's navigation season (issue "Seasons on the lake", item 1),
 * at every door, on real PostgreSQL: the portal's booking, the CMS's REST API, owners' blocks,
 * calendar imports, the availability and the date search, trip packages; and the marinas' rules.
 */
let payload: Payload
let call: ReturnType<typeof portalApi>
let cms: { url: string; close: () => Promise<void> }
const rest = restClient(() => cms.url)
let marina: Marina
let yacht: Yacht
let owner: SignedInMember
let customer: SignedInMember
let adminToken = ''
let feedServer: http.Server
let feed = ''
const savedHosts = process.env.OUTBOUND_PRIVATE_HOSTS

const SOUTH: NavigationSeason = SOUTHERN_SEASON
const today = () => marinaDayOf(new Date())
/** The next 16 January at least two weeks away: the lake is frozen. */
const january = () => {
  const year = Number(today().slice(0, 4))
  return [year, year + 1, year + 2].map((candidate) => `${candidate}-01-16`).find((day) => day > addDays(today(), 14))!
}
/** A day a month into the next season that is at least two weeks away. */
const summer = () => {
  const year = Number(today().slice(0, 4))
  return [year, year + 1].map((candidate) => addDays(seasonIn(SOUTH, candidate).start, 30)).find((day) => day > addDays(today(), 14))!
}

const request = (start: string, end = addDays(start, 1)) => ({
  yachtId: yacht.id,
  startDate: start,
  endDate: end,
  guests: 2,
  contactName: 'Анна Сезонная',
  contactEmail: 'anna@test.local',
  contactPhone: '+7 900 111-22-33',
})
const countBookings = async () => (await payload.count({ collection: 'bookings', where: { yacht: { equals: yacht.id } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  cms = await startCmsServer()
  marina = await makeMarina(payload, { season: SOUTH, name: 'Листвянка' })
  owner = await signedInMember(payload, call, ['owner'])
  customer = await signedInMember(payload, call)
  yacht = await payload.create({
    collection: 'yachts',
    data: { ...yachtData(await makeImage(payload)), name: 'Seasonal', homeMarina: marina.id, owner: owner.user.id, _status: 'published' },
    overrideAccess: true,
    context: quiet,
  })
  const admin = await makeUser(payload, ['admin'])
  adminToken = String((await rest('/api/users/login', { method: 'POST', body: { email: admin.email, password: 'Str0ng!pass' }, address: newAddress() })).json.token)
  feedServer = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed))
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve))
  process.env.OUTBOUND_PRIVATE_HOSTS = 'allow'
}, 120_000)

afterAll(async () => {
  process.env.OUTBOUND_PRIVATE_HOSTS = savedHosts
  await cms.close()
  feedServer.closeAllConnections()
  await new Promise((resolve) => feedServer.close(resolve))
})

describe('a booking out of season', () => {
  it('is refused at the portal API, and nothing is stored; a summer booking is taken', async () => {
    const before = await countBookings()
    const refused = await call(bookings, 'POST', { token: customer.token, body: request(january()) })
    expect(refused.status).toBe(400)
    expect(refused.json.errors).toEqual({ startDate: 'outOfSeason' })
    // The last day counts as much as the first: a stay over the closing day is refused too.
    const overClosing = await call(bookings, 'POST', { token: customer.token, body: request(`${summer().slice(0, 4)}-10-31`, `${summer().slice(0, 4)}-11-01`) })
    expect(overClosing.json.errors).toEqual({ startDate: 'outOfSeason' })
    expect(await countBookings()).toBe(before)

    const taken = await call(bookings, 'POST', { token: customer.token, body: request(summer()) })
    expect(taken.status).toBe(201)
  })

  it('is refused through the CMS’s REST API, for an admin too, and so is moving a booking into winter', async () => {
    const before = await countBookings()
    const created = await rest('/api/bookings', {
      method: 'POST',
      token: adminToken,
      address: newAddress(),
      body: { ...request(january()), yacht: yacht.id, contactName: 'Анна Сезонная' },
    })
    expect(created.status).toBe(400)
    expect(JSON.stringify(created.json)).toContain('outOfSeason')
    expect(await countBookings()).toBe(before)

    const booked = await call(bookings, 'POST', { token: customer.token, body: request(addDays(summer(), 10)) })
    const moved = await rest(`/api/bookings/${booked.json.id}`, {
      method: 'PATCH',
      token: adminToken,
      address: newAddress(),
      body: { startDate: january(), endDate: addDays(january(), 1) },
    })
    expect(moved.status).toBe(400)
    const kept = await payload.findByID({ collection: 'bookings', id: Number(booked.json.id), overrideAccess: true })
    expect(kept.startDate).toBe(addDays(summer(), 10))
  })
})

describe('seasonal prices', () => {
  it('price a booking across two periods day by day, with the period’s minimum stay, and refuse overlapping periods', async () => {
    const year = summer().slice(0, 4)
    const overlapping = await rest(`/api/yachts/${yacht.id}`, {
      method: 'PATCH',
      token: adminToken,
      address: newAddress(),
      headers: { 'accept-language': 'en' },
      body: {
        pricePeriods: [
          { season: 'high', from: '07-01', to: '08-31', pricePerDay: 60_000 },
          { season: 'shoulder', from: '08-15', to: '09-30', pricePerDay: 50_000 },
        ],
      },
    })
    expect(overlapping.status).toBe(400)
    expect(JSON.stringify(overlapping.json)).toContain('Price periods must not overlap.')

    await payload.update({
      collection: 'yachts',
      id: yacht.id,
      data: { pricePerDay: 45_000, pricePeriods: [{ season: 'high', from: '07-01', to: '08-31', pricePerDay: 60_000, minimumDays: 2 }] },
      overrideAccess: true,
      context: quiet,
    })
    // 30 June is the base price's, 1 July the high season's.
    const booked = await call(bookings, 'POST', { token: customer.token, body: request(`${year}-06-30`, `${year}-07-01`) })
    expect(booked.status).toBe(201)
    const stored = await payload.findByID({ collection: 'bookings', id: Number(booked.json.id), overrideAccess: true })
    expect(stored.totalPrice).toBe(105_000)
    expect(stored.priceBreakdown).toEqual([
      { item: 'base', quantity: 1, unitPrice: 45_000, amount: 45_000 },
      { item: 'base', quantity: 1, unitPrice: 60_000, amount: 60_000, period: 'high' },
    ])
    // One day of the high season is less than its two-day minimum.
    const short = await call(bookings, 'POST', { token: customer.token, body: request(`${year}-07-10`, `${year}-07-10`) })
    expect(short.json.errors).toEqual({ endDate: 'belowMinimumDays' })
    await payload.update({ collection: 'yachts', id: yacht.id, data: { pricePeriods: [] }, overrideAccess: true, context: quiet })
  })
})

describe('the calendar', () => {
  it('shows the days out of season apart from the taken ones, and the date search leaves the yacht out', async () => {
    const from = addDays(summer(), -60)
    const answer = await call(availability, 'GET', { params: { id: String(yacht.id) }, query: `?from=${from}&to=${summer()}` })
    expect(answer.status).toBe(200)
    const opening = seasonIn(SOUTH, Number(summer().slice(0, 4))).start
    expect(answer.json.outOfSeason).toEqual([{ start: from, end: addDays(opening, -1) }])

    const search = async (start: string) => (await call(available, 'GET', { query: `?from=${start}&to=${addDays(start, 1)}&guests=2` })).json.ids as number[]
    expect(await search(january())).not.toContain(yacht.id)
    expect(await search(addDays(summer(), 40))).toContain(yacht.id)
  })

  it('refuses an owner’s block out of season and keeps only the imported days in season', async () => {
    const refused = await call(blocks, 'POST', { token: owner.token, body: { yachtId: yacht.id, startDate: january(), endDate: addDays(january(), 2) } })
    expect(refused.status).toBe(400)
    expect(refused.json.errors).toEqual({ startDate: 'outOfSeason' })
    const blocked = await call(blocks, 'POST', { token: owner.token, body: { yachtId: yacht.id, startDate: addDays(summer(), 50), endDate: addDays(summer(), 51) } })
    expect(blocked.status).toBe(201)

    // Busy elsewhere from 29 October to 2 November: only 29–31 October are blocked here.
    const year = summer().slice(0, 4)
    const compact = (day: string) => day.replaceAll('-', '')
    feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Elsewhere//EN',
      'BEGIN:VEVENT',
      'UID:autumn@elsewhere',
      'DTSTAMP:20261101T000000Z',
      `DTSTART;VALUE=DATE:${compact(`${year}-10-29`)}`,
      `DTEND;VALUE=DATE:${compact(`${year}-11-03`)}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n')
    await payload.update({
      collection: 'yachts',
      id: yacht.id,
      data: { calendarImportUrl: `http://localhost:${(feedServer.address() as AddressInfo).port}/calendar.ics` },
      overrideAccess: true,
      context: quiet,
    })
    const outcome = await importYachtCalendar(payload, yacht.id)
    expect(outcome.blocked).toEqual([{ startDate: `${year}-10-29`, endDate: `${year}-10-31` }])
  })
})

describe('a trip package', () => {
  it('cannot be published with days out of its yacht’s season; a draft may hold them', async () => {
    const image = await makeImage(payload)
    const trip = <Status extends 'draft' | 'published'>(start: string, status: Status) => ({
      title: `Круиз ${start} ${status}`,
      slug: `cruise-${start}-${status}`,
      summary: 'Проверка сезона',
      image,
      yacht: yacht.id,
      yachtType: 'sailing-yacht' as const,
      startDate: start,
      endDate: addDays(start, 2),
      durationText: '3 дня',
      durationDays: 3,
      capacity: 6,
      basePricePerDay: 100,
      totalPrice: 300,
      _status: status,
    })
    const errors = await fieldErrors(payload.create({ collection: 'trip-packages', data: trip(january(), 'published'), overrideAccess: true, context: quiet }))
    expect(errors.startDate).toContain(january())
    const draft = await payload.create({ collection: 'trip-packages', data: trip(january(), 'draft'), draft: true, overrideAccess: true, context: quiet })
    expect(draft.id).toEqual(expect.any(Number))
    const published = await payload.create({ collection: 'trip-packages', data: trip(summer(), 'published'), overrideAccess: true, context: quiet })
    expect(published._status).toBe('published')
  })
})

describe('a marina', () => {
  it('refuses a season that cannot be, and says why in the editor’s words', async () => {
    const written = await rest('/api/marinas', {
      method: 'POST',
      token: adminToken,
      address: newAddress(),
      headers: { 'accept-language': 'en' },
      body: { name: 'Кривая', latitude: 52, longitude: 105, seasonOpens: '10-31', seasonCloses: '05-25', _status: 'published' },
    })
    expect(written.status).toBe(400)
    expect(JSON.stringify(written.json)).toContain('The season cannot close before it opens.')
    const bad = await fieldErrors(
      payload.create({
        collection: 'marinas',
        data: {
          name: 'Кривая',
          latitude: 52,
          longitude: 105,
          seasonOpens: '05-25',
          seasonCloses: '10-31',
          seasonYears: [{ year: 2027, opens: '2028-06-01', closes: '2028-10-01' }],
        },
        overrideAccess: true,
        context: quiet,
      }),
    )
    expect(bad.seasonCloses).toBe('Даты года должны быть в этом году.')
    expect((await payload.count({ collection: 'marinas', where: { name: { equals: 'Кривая' } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('follows a year’s own dates once published, and is not deleted while yachts sail from it', async () => {
    const year = Number(summer().slice(0, 4))
    await payload.update({
      collection: 'marinas',
      id: marina.id,
      data: { seasonYears: [{ year, opens: `${year}-06-20`, closes: `${year}-10-31` }], _status: 'published' },
      overrideAccess: true,
      context: quiet,
    })
    // Ice stayed until 19 June that year: a day in early June is out of season then.
    const june = await call(bookings, 'POST', { token: customer.token, body: request(`${year}-06-10`) })
    expect(june.json.errors).toEqual({ startDate: 'outOfSeason' })

    const removed = await rest(`/api/marinas/${marina.id}`, { method: 'DELETE', token: adminToken, address: newAddress() })
    expect(removed.status).toBe(400)
    expect(JSON.stringify(removed.json)).toContain('Это порт приписки яхт (1): сначала перенесите их.')
    expect(await payload.findByID({ collection: 'marinas', id: marina.id, overrideAccess: true })).toMatchObject({ id: marina.id })
  })
})
