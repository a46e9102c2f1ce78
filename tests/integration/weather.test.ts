import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { DEFAULT_WIND_WARNING_MS, type ForecastView, WEATHER_HORIZON_DAYS, WEATHER_MESSAGES } from '@cms/features/weather/contract/weather'
import * as bookings from '@site/pages/api/bookings/index'
import * as bookingWeather from '@site/pages/api/bookings/[id]/weather'
import * as weather from '@site/pages/api/weather'
import { startOpenMeteoServer } from '../support/openMeteoServer'
import { makeImage, makeMarina, quiet, yachtData } from './support/fixtures'
import { fuzzSeed } from './support/fuzzSeed'
import { testPayload } from './support/payload'
import { portalApi, signedInMember } from './support/portalApi'

/** GET /api/weather: a destination's forecast from Open-Meteo's API (a loopback server speaking it), on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let openMeteo: Awaited<ReturnType<typeof startOpenMeteoServer>>
const saved = { url: process.env.WEATHER_BASE_URL, timeout: process.env.WEATHER_TIMEOUT_MS }
const today = () => marinaDayOf(new Date())

async function destinationAt(latitude: number, longitude: number, status: 'published' | 'draft' = 'published') {
  const data = {
    name: `Погода ${latitude}`,
    slug: `weather-${String(latitude).replace('.', '-')}-${Date.now() % 1e6}`,
    shortDescription: 'Место для проверки прогноза',
    image: await makeImage(payload),
    durationDays: 1,
    distanceKm: 70,
    price: 1000,
    difficulty: 'easy' as const,
    bestSeason: 'Лето',
    latitude,
    longitude,
  }
  const created =
    status === 'draft'
      ? await payload.create({ collection: 'destinations', data: { ...data, _status: 'draft' }, draft: true, overrideAccess: true, context: quiet })
      : await payload.create({ collection: 'destinations', data: { ...data, _status: 'published' }, overrideAccess: true, context: quiet })
  return created.id
}

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  openMeteo = await startOpenMeteoServer()
  process.env.WEATHER_BASE_URL = openMeteo.url
  process.env.WEATHER_TIMEOUT_MS = '300'
})

afterAll(async () => {
  process.env.WEATHER_BASE_URL = saved.url
  process.env.WEATHER_TIMEOUT_MS = saved.timeout
  await openMeteo.close()
})

const forecast = (query: Record<string, string | number | undefined>) =>
  call(weather, 'GET', { query: `?${new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])))}` })

describe('a destination’s forecast', () => {
  it('is the coming week in m/s and mm, asked once an hour for the place, with the CMS’s wind threshold', async () => {
    const id = await destinationAt(51.85, 104.88)
    const answer = await forecast({ destination: id })
    expect(answer.status).toBe(200)
    const view = answer.json as unknown as ForecastView
    expect(view.windWarningMs).toBe(DEFAULT_WIND_WARNING_MS)
    expect(view.days.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, index) => addDays(today(), index)))
    expect(view.days[0]).toMatchObject({ windMs: 4.1, gustsMs: 8.3, precipitationMm: 0 })
    const asked = openMeteo.queries.at(-1)
    expect(asked && Object.fromEntries(asked)).toMatchObject({ latitude: '51.8500', longitude: '104.8800', wind_speed_unit: 'ms', timezone: 'Asia/Irkutsk' })

    const calls = openMeteo.queries.length
    expect((await forecast({ destination: id })).status).toBe(200)
    expect(openMeteo.queries.length).toBe(calls)
  })

  it('covers the days asked, cut at the forecast’s horizon; days beyond it or past have none', async () => {
    const id = await destinationAt(53.19, 107.34)
    const from = addDays(today(), 10)
    const cut = (await forecast({ destination: id, from, to: addDays(today(), 40) })).json as unknown as ForecastView
    expect(cut.days.at(0)?.date).toBe(from)
    expect(cut.days.at(-1)?.date).toBe(addDays(today(), WEATHER_HORIZON_DAYS - 1))
    const beyond = await forecast({ destination: id, from: addDays(today(), 30), to: addDays(today(), 32) })
    expect(beyond.status).toBe(422)
    expect(beyond.json).toEqual({ error: WEATHER_MESSAGES.beyondHorizon, code: 'beyondHorizon' })
    expect((await forecast({ destination: id, from: addDays(today(), -5), to: addDays(today(), -1) })).json.code).toBe('beyondHorizon')
    expect((await forecast({ destination: id, from: addDays(today(), 3), to: addDays(today(), 1) })).json.code).toBe('incomplete')
  })

  it('answers spec 9’s message for each failure, and nothing for what is not a published destination', async () => {
    const down = await destinationAt(52.01, 105.01)
    openMeteo.behave(52.01, 105.01, { kind: 'status', status: 503 })
    expect(await forecast({ destination: down }).then((answer) => [answer.status, answer.json])).toEqual([
      503,
      { error: WEATHER_MESSAGES.serviceUnavailable, code: 'serviceUnavailable' },
    ])
    const slow = await destinationAt(52.02, 105.02)
    openMeteo.behave(52.02, 105.02, { kind: 'slow', ms: 2000 })
    expect((await forecast({ destination: slow })).json.code).toBe('serviceUnavailable')
    const refused = await destinationAt(52.03, 105.03)
    openMeteo.behave(52.03, 105.03, { kind: 'status', status: 400 })
    expect((await forecast({ destination: refused })).json).toEqual({ error: WEATHER_MESSAGES.fetchFailed, code: 'fetchFailed' })
    const garbled = await destinationAt(52.04, 105.04)
    openMeteo.behave(52.04, 105.04, { kind: 'garbage' })
    expect((await forecast({ destination: garbled })).json).toEqual({ error: WEATHER_MESSAGES.dataUnavailable, code: 'dataUnavailable' })

    // A failure is not kept: the place's next look asks again, and gets the forecast once it is back.
    openMeteo.behave(52.01, 105.01, { kind: 'recorded' })
    expect((await forecast({ destination: down })).status).toBe(200)

    expect((await forecast({ destination: await destinationAt(52.05, 105.05, 'draft') })).status).toBe(404)
    expect((await forecast({ destination: 999_999 })).status).toBe(404)
    for (const bad of [{}, { destination: 'olkhon' }, { destination: down, from: '2026-13-01' }, { destination: down, lat: 1 }]) {
      const answer = await forecast(bad)
      expect(answer.status, JSON.stringify(bad)).toBe(400)
      expect(answer.json.code).toBe('incomplete')
    }
  })
})

describe('a booking’s forecast', () => {
  /** A marina open all year at that place; with no place, one as a migration may leave it: not on the map. */
  async function aMarina(place?: { latitude: number; longitude: number }): Promise<number> {
    const marina = await makeMarina(payload, {
      season: { opens: '01-01', closes: '12-31' },
      name: 'Weather marina',
      latitude: place?.latitude ?? 0,
      longitude: place?.longitude ?? 0,
    })
    if (!place) await payload.db.pool.query('UPDATE marinas SET latitude = NULL, longitude = NULL WHERE id = $1', [marina.id])
    return marina.id
  }

  async function aCharter(offset: number, place?: { latitude: number; longitude: number }) {
    const owner = await signedInMember(payload, call, ['owner'])
    const yacht = await payload.create({
      collection: 'yachts',
      data: { ...yachtData(await makeImage(payload)), name: `Weather ${offset}`, owner: owner.user.id, homeMarina: await aMarina(place), _status: 'published' },
      overrideAccess: true,
      context: quiet,
    })
    const customer = await signedInMember(payload, call)
    const start = addDays(today(), offset)
    const booked = await call(bookings, 'POST', {
      token: customer.token,
      body: {
        yachtId: yacht.id,
        startDate: start,
        endDate: addDays(start, 2),
        guests: 2,
        contactName: 'Пётр Ветров',
        contactEmail: 'petr@test.local',
        contactPhone: '+7 900 555-66-77',
      },
    })
    expect(booked.json).toMatchObject({ id: expect.any(Number) })
    return { id: booked.json.id as number, customer, owner, start }
  }
  const look = (token: string, id: number) => call(bookingWeather, 'GET', { token, params: { id: String(id) } })

  it('is the weather at the yacht’s marina on the booked days, to those who may see the booking', async () => {
    const charter = await aCharter(3, { latitude: 53.19, longitude: 107.34 })
    const answer = await look(charter.customer.token, charter.id)
    expect(answer.status).toBe(200)
    expect((answer.json as unknown as ForecastView).days.map((day) => day.date)).toEqual([charter.start, addDays(charter.start, 1), addDays(charter.start, 2)])
    expect(openMeteo.queries.at(-1)?.get('latitude')).toBe('53.1900')
    expect((await look(charter.owner.token, charter.id)).status).toBe(200)
    const stranger = await signedInMember(payload, call)
    expect((await look(stranger.token, charter.id)).status).toBe(404)
    expect((await call(bookingWeather, 'GET', { params: { id: String(charter.id) } })).status).toBe(401)
  })

  it('is none for a charter past the horizon, and incomplete for a yacht without its marina on the map', async () => {
    const later = await aCharter(40, { latitude: 51.85, longitude: 104.88 })
    expect((await look(later.customer.token, later.id)).json).toEqual({ error: WEATHER_MESSAGES.beyondHorizon, code: 'beyondHorizon' })
    const unmapped = await aCharter(5)
    expect((await look(unmapped.customer.token, unmapped.id)).json).toEqual({ error: WEATHER_MESSAGES.incomplete, code: 'incomplete' })
  })
})

describe('hostile queries', () => {
  it('never a 5xx, whatever the query (property-based)', async () => {
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String), fc.constantFrom('', '1', '-1', '1e9', 'NaN', '2027-02-30', '9999-99-99', '%00', '[]'))
    const name = fc.constantFrom('destination', 'from', 'to', 'destination[]', 'limit', '__proto__')
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, value), { maxLength: 4 }), async (pairs) => {
        const query = `?${new URLSearchParams(pairs).toString()}`
        const answer = await call(weather, 'GET', { query })
        expect(answer.status, query).toBeLessThan(500)
      }),
      { numRuns: 120, seed: fuzzSeed() },
    )
  })
})
