import { MAINTENANCE_QUEUE } from '@cms/core/queues'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { importYachtCalendar } from '@cms/features/bookings/flows/importCalendars'
import { CalendarFetchFailed } from '@cms/features/bookings/fetchCalendar'
import { relationId } from '@cms/core/contract/relationId'
import { fetchFromPublicHost } from '@cms/core/outbound/fetchFromPublicHost'
import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { IMPORT_CALENDARS_TASK } from '@cms/features/bookings/jobs/importCalendarsTask'
import type { Yacht } from '@cms/payload-types'
import * as availability from '@site/pages/api/yachts/[id]/availability'
import * as bookings from '@site/pages/api/bookings/index'
import { startCmsServer } from './support/cmsServer'
import { fieldErrors, makeImage, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi, signedInMember } from './support/portalApi'
import { newAddress, restClient } from './support/rest'

/** A yacht's imported iCal calendar blocks its days (issue "Booking and payments": the owner's iCal import), on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let feedServer: http.Server
let feedBase: string
let feed = ''
/** Every path the loopback feed server was asked for: a refused address must never reach it. */
const asked: string[] = []
let cms: { url: string; close: () => Promise<void> }
const rest = restClient(() => cms.url)
const saved = process.env.OUTBOUND_PRIVATE_HOSTS
const today = () => marinaDayOf(new Date())
const compact = (day: string) => day.replaceAll('-', '')
const allDay = (from: string, days: number, extra = '') =>
  [
    'BEGIN:VEVENT',
    `UID:${from}-${days}@elsewhere`,
    'DTSTAMP:20261101T000000Z',
    `DTSTART;VALUE=DATE:${compact(from)}`,
    `DTEND;VALUE=DATE:${compact(addDays(from, days))}`,
    extra,
    'END:VEVENT',
  ]
    .filter(Boolean)
    .join('\r\n')
const calendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Elsewhere//EN', ...events, 'END:VCALENDAR'].join('\r\n')

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  cms = await startCmsServer()
  feedServer = http.createServer((request, response) => {
    asked.push(request.url ?? '')
    if (request.url === '/moved.ics') response.writeHead(302, { location: '/calendar.ics' }).end()
    else if (request.url === '/calendar.ics' || request.url === '/draft.ics') response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed)
    else response.writeHead(404).end('Not found')
  })
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve))
  // A name, not an IP literal: an internal literal is refused when it is saved.
  feedBase = `http://localhost:${(feedServer.address() as AddressInfo).port}`
  process.env.OUTBOUND_PRIVATE_HOSTS = 'allow'
})

afterAll(async () => {
  process.env.OUTBOUND_PRIVATE_HOSTS = saved
  await cms.close()
  feedServer.closeAllConnections()
  await new Promise((resolve) => feedServer.close(resolve))
})

async function aYacht(url: string | null): Promise<Yacht> {
  const owner = await signedInMember(payload, call, ['owner'])
  return payload.create({
    collection: 'yachts',
    data: { ...yachtData(await makeImage(payload)), name: `Imported ${Date.now()}`, owner: owner.user.id, calendarImportUrl: url, _status: 'published' },
    overrideAccess: true,
    context: quiet,
  })
}

const importedBlocks = async (yachtId: number) =>
  (await payload.db.pool.query(`SELECT start_date, end_date FROM yacht_blocks WHERE yacht_id = $1 AND source = 'ical' ORDER BY start_date`, [yachtId])).rows

describe('an imported calendar', () => {
  it('blocks the days taken elsewhere, skips those booked here, and follows the feed when it changes', async () => {
    const yacht = await aYacht(`${feedBase}/calendar.ics`)
    const customer = await signedInMember(payload, call)
    const booked = await call(bookings, 'POST', {
      token: customer.token,
      body: {
        yachtId: yacht.id,
        startDate: addDays(today(), 20),
        endDate: addDays(today(), 21),
        guests: 2,
        contactName: 'Анна Озёрова',
        contactEmail: 'anna@test.local',
        contactPhone: '+7 900 777-88-99',
      },
    })
    expect(booked.json).toMatchObject({ id: expect.any(Number) })

    feed = calendar(allDay(addDays(today(), 10), 3), allDay(addDays(today(), 20), 2), allDay(addDays(today(), 30), 1, 'STATUS:CANCELLED'))
    const first = await importYachtCalendar(payload, yacht.id)
    expect(first.skipped).toEqual([{ startDate: addDays(today(), 20), endDate: addDays(today(), 21) }])
    expect(await importedBlocks(yacht.id)).toEqual([{ start_date: addDays(today(), 10), end_date: addDays(today(), 12) }])
    const taken = await call(availability, 'GET', { params: { id: String(yacht.id) }, query: `?from=${addDays(today(), 9)}&to=${addDays(today(), 13)}` })
    expect(JSON.stringify(taken.json)).toContain(addDays(today(), 10))

    // Those days are not bookable here any more.
    const refused = await call(bookings, 'POST', {
      token: customer.token,
      body: {
        yachtId: yacht.id,
        startDate: addDays(today(), 11),
        endDate: addDays(today(), 11),
        guests: 2,
        contactName: 'Анна Озёрова',
        contactEmail: 'anna@test.local',
        contactPhone: '+7 900 777-88-99',
      },
    })
    expect(refused.status).toBe(409)

    // The feed changes; the every-15-minutes task reads it again.
    feed = calendar(allDay(addDays(today(), 40), 2))
    await payload.jobs.queue({ task: IMPORT_CALENDARS_TASK, input: {}, queue: MAINTENANCE_QUEUE })
    await payload.jobs.run({ queue: MAINTENANCE_QUEUE, limit: 10 })
    expect(await importedBlocks(yacht.id)).toEqual([{ start_date: addDays(today(), 40), end_date: addDays(today(), 41) }])

    // No feed any more: no imported days either.
    await payload.update({ collection: 'yachts', id: yacht.id, data: { calendarImportUrl: null }, overrideAccess: true, context: quiet })
    await importYachtCalendar(payload, yacht.id)
    expect(await importedBlocks(yacht.id)).toEqual([])
  })

  it('keeps the blocks as they were when the feed cannot be read, and asks no address inside the portal’s network', async () => {
    const yacht = await aYacht(`${feedBase}/calendar.ics`)
    feed = calendar(allDay(addDays(today(), 50), 1))
    await importYachtCalendar(payload, yacht.id)
    await payload.update({ collection: 'yachts', id: yacht.id, data: { calendarImportUrl: `${feedBase}/gone.ics` }, overrideAccess: true, context: quiet })
    await expect(importYachtCalendar(payload, yacht.id)).rejects.toThrow('answered 404')
    feed = '<html>Sign in to see this calendar</html>'
    await payload.update({ collection: 'yachts', id: yacht.id, data: { calendarImportUrl: `${feedBase}/calendar.ics` }, overrideAccess: true, context: quiet })
    await expect(importYachtCalendar(payload, yacht.id)).rejects.toThrow('Not an iCalendar feed')
    expect(await importedBlocks(yacht.id)).toEqual([{ start_date: addDays(today(), 50), end_date: addDays(today(), 50) }])

    process.env.OUTBOUND_PRIVATE_HOSTS = ''
    try {
      await expect(importYachtCalendar(payload, yacht.id)).rejects.toThrow(CalendarFetchFailed)
      await expect(importYachtCalendar(payload, yacht.id)).rejects.toThrow('is not a public address')
    } finally {
      process.env.OUTBOUND_PRIVATE_HOSTS = 'allow'
    }
  })

  it('is refused in the CMS unless it is a web address', async () => {
    await expect(aYacht('file:///etc/passwd')).rejects.toThrow()
  })
})

describe('the outbound guard (the probe’s F1)', () => {
  const probeUrls = [
    'http://[::ffff:127.0.0.1]:8765/x.ics',
    'http://[::ffff:a9fe:a9fe]/latest/meta-data',
    'http://[::ffff:10.0.0.1]/x.ics',
    'http://169.254.169.254/latest/meta-data',
    'http://[fd00::1]/x.ics',
    'file:///etc/passwd',
  ]

  it('refuses an owner’s draft yacht whose import address is internal or not http(s), through the CMS’s REST API, and saves nothing', async () => {
    const owner = await signedInMember(payload, call, ['owner'])
    const gallery = await makeImage(payload)
    for (const calendarImportUrl of probeUrls) {
      const before = (await payload.count({ collection: 'yachts', where: { owner: { equals: owner.user.id } }, overrideAccess: true })).totalDocs
      const answer = await rest('/api/yachts?draft=true', {
        method: 'POST',
        token: owner.token,
        address: newAddress(),
        body: { ...yachtData(gallery), calendarImportUrl, _status: 'draft' },
      })
      expect(answer.status, calendarImportUrl).toBe(400)
      expect(JSON.stringify(answer.json), calendarImportUrl).toMatch(/not a public address|Only http and https/)
      expect((await payload.count({ collection: 'yachts', where: { owner: { equals: owner.user.id } }, overrideAccess: true })).totalDocs).toBe(before)
    }
  })

  it('refuses the same addresses on a draft saved through the Local API, with the reason on the field', async () => {
    const owner = await signedInMember(payload, call, ['owner'])
    const errors = await fieldErrors(
      payload.create({
        collection: 'yachts',
        data: { ...yachtData(await makeImage(payload)), calendarImportUrl: probeUrls[0], _status: 'draft' },
        draft: true,
        user: owner.user,
        overrideAccess: false,
        context: quiet,
      }),
    )
    expect(errors.calendarImportUrl).toContain('is not a public address')
  })

  it('checks a name after resolution and connects to the address it checked: localhost is refused before any request', async () => {
    asked.length = 0
    await expect(fetchFromPublicHost(`${feedBase}/calendar.ics`, { timeoutMs: 5000, maxBytes: 1000, accept: '*/*', allowPrivateHosts: false })).rejects.toThrow(
      'is not a public address',
    )
    await expect(
      fetchFromPublicHost(feedBase.replace('localhost', '[::ffff:127.0.0.1]'), { timeoutMs: 5000, maxBytes: 1000, accept: '*/*', allowPrivateHosts: false }),
    ).rejects.toThrow('is not a public address')
    expect(asked).toEqual([])
  })

  it('follows no redirect', async () => {
    asked.length = 0
    await expect(fetchFromPublicHost(`${feedBase}/moved.ics`, { timeoutMs: 5000, maxBytes: 1000, accept: '*/*', allowPrivateHosts: true })).rejects.toThrow('answered 302')
    expect(asked).toEqual(['/moved.ics'])
  })

  it('imports only published yachts: an owner’s draft is never fetched', async () => {
    const owner = await signedInMember(payload, call, ['owner'])
    const draft = await payload.create({
      collection: 'yachts',
      data: { ...yachtData(await makeImage(payload)), owner: owner.user.id, calendarImportUrl: `${feedBase}/draft.ics`, _status: 'draft' },
      draft: true,
      overrideAccess: true,
      context: quiet,
    })
    feed = calendar(allDay(addDays(today(), 60), 2))
    asked.length = 0
    await payload.jobs.queue({ task: IMPORT_CALENDARS_TASK, input: {}, queue: MAINTENANCE_QUEUE })
    await payload.jobs.run({ queue: MAINTENANCE_QUEUE, limit: 10 })
    await importYachtCalendar(payload, draft.id)
    expect(asked).not.toContain('/draft.ics')
    expect(await importedBlocks(draft.id)).toEqual([])
  })
})

describe('the import address (the probe’s F5)', () => {
  it('is read by the yacht’s owner and staff only, and cannot be searched by anyone else', async () => {
    const yacht = await aYacht(`${feedBase}/secret-token.ics`)
    const anonymous = await rest(`/api/yachts/${yacht.id}?depth=0`, { address: newAddress() })
    expect(anonymous.status).toBe(200)
    expect(anonymous.json.calendarImportUrl).toBeUndefined()
    const stranger = await signedInMember(payload, call, ['owner'])
    const theirs = await rest(`/api/yachts/${yacht.id}?depth=0`, { token: stranger.token, address: newAddress() })
    expect(theirs.json.calendarImportUrl).toBeUndefined()
    const searched = await rest(`/api/yachts?depth=0&where[calendarImportUrl][like]=secret`, { address: newAddress() })
    expect(searched.status === 400 || searched.status === 403 || (searched.json.docs as unknown[] | undefined)?.length === 0).toBe(true)
    const owner = await payload.login({
      collection: 'users',
      data: { email: (await payload.findByID({ collection: 'users', id: relationId(yacht.owner) ?? 0, overrideAccess: true })).email, password: 'Str0ng!pass' },
    })
    const own = await rest(`/api/yachts/${yacht.id}?depth=0`, { token: owner.token ?? null, address: newAddress() })
    expect(own.json.calendarImportUrl).toBe(`${feedBase}/secret-token.ics`)
  })
})
