import type { Language } from '@cms/core/contract/language'
import type { Payload, Where } from 'payload'

import { availableYachts } from '@cms/features/bookings'
import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { populated } from '@cms/core/contract/relationId'
import { inSeasonParts } from '@cms/features/seasons'
import { windy } from '@cms/features/weather/contract/weather'
import { WeatherFailure } from '@cms/features/weather'
import { namedDestination } from './placeNames'
import { destinationForecast } from '@cms/features/weather'

/**
 * What the assistant may look up: the live portal, read as a visitor (published documents only).
 * Each answer names the page it talks about, so replies can link to it, and is all the model
 * knows: it never invents a yacht. The built-in responder (no model configured) uses the same.
 */

export const YACHT_TYPES = ['motor-yacht', 'sail-yacht', 'catamaran', 'speedboat'] as const
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
/** The most of anything a tool lists: enough to choose from, short enough to read. */
const LIST_LIMIT = 5

export type ToolArgs = Record<string, unknown>

const whole = (value: unknown, min: number, max: number): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? Math.min(max, Math.max(min, Math.round(number))) : undefined
}
const day = (value: unknown): string | undefined => (typeof value === 'string' && ISO_DAY.test(value) ? value : undefined)
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined)

const pagePath = (language: Language, path: string) => `${language === 'en' ? '/en' : ''}${path}`

export type YachtFact = { name: string; type: string; guests: number; cabins: number; pricePerDay: number; homeMarina: string; page: string }
export type DestinationFact = { id: number; name: string; about: string; bestSeason: string; page: string }
export type TripFact = { title: string; days: number; guests: number; totalPrice: number; page: string }
export type EventFact = { title: string; starts: string; location: string; page: string }
export type ForecastFact = {
  destination: string
  page: string
  days: { date: string; windMs: number | null; gustsMs: number | null; precipitationMm: number | null; minC: number | null; maxC: number | null; windy: boolean }[]
}

/**
 * The widest sailing season of the marinas published yachts sail from ('MM-DD'); `closed` when no
 * day of the asked dates falls in it, so that no yacht sails then whatever is booked.
 */
export type SeasonFact = { opens: string; closes: string; closed: boolean }

async function sailingSeason(payload: Payload, from: string, to: string): Promise<(SeasonFact & { sailing?: { start: string; end: string } }) | undefined> {
  const { rows } = await payload.db.pool.query<{ opens: string | null; closes: string | null }>(
    `SELECT min(m.season_opens) AS opens, max(m.season_closes) AS closes FROM marinas m
      WHERE m._status = 'published' AND EXISTS (SELECT 1 FROM yachts y WHERE y.home_marina_id = m.id AND y._status = 'published')`,
  )
  const { opens, closes } = rows[0] ?? {}
  if (!opens || !closes) return undefined
  const sailing = inSeasonParts({ opens, closes }, { start: from, end: to })[0]
  return { opens, closes, closed: !sailing, ...(sailing ? { sailing } : {}) }
}

export async function findYachts(payload: Payload, args: ToolArgs, language: Language): Promise<{ yachts: YachtFact[]; freeFrom?: string; freeTo?: string; season?: SeasonFact }> {
  const guests = whole(args.guests, 1, 100)
  const maxPrice = whole(args.maxPricePerDay, 1, 100_000_000)
  const type = YACHT_TYPES.find((known) => known === args.type)
  const from = day(args.from)
  const to = day(args.to) ?? from
  const asked = from && to && to >= from ? { from, to } : null
  // Dates reaching past the season (a month named, «в мае») are the days of it the season holds.
  const season = asked ? await sailingSeason(payload, asked.from, asked.to) : undefined
  const window = asked && season?.sailing ? { from: season.sailing.start, to: season.sailing.end } : asked
  const free = window ? await availableYachts(payload, window.from, window.to, guests ?? 1) : null
  const where: Where[] = [
    { _status: { equals: 'published' } },
    ...(guests ? [{ capacity: { greater_than_equal: guests } }] : []),
    ...(maxPrice ? [{ pricePerDay: { less_than_equal: maxPrice } }] : []),
    ...(type ? [{ type: { equals: type } }] : []),
    ...(free ? [{ id: { in: free.length ? free : [0] } }] : []),
  ]
  const { docs } = await payload.find({
    collection: 'yachts',
    where: { and: where },
    sort: 'pricePerDay',
    limit: LIST_LIMIT,
    depth: 1,
    populate: { marinas: { name: true } },
    locale: language,
    overrideAccess: false,
  })
  return {
    yachts: docs.map((yacht) => ({
      name: yacht.name,
      type: yacht.type,
      guests: yacht.capacity,
      cabins: yacht.cabins,
      pricePerDay: yacht.pricePerDay,
      homeMarina: populated(yacht.homeMarina)?.name ?? '',
      page: pagePath(language, `/yacht/${yacht.id}`),
    })),
    ...(window ? { freeFrom: window.from, freeTo: window.to } : {}),
    ...(window && season && docs.length === 0 ? { season: { opens: season.opens, closes: season.closes, closed: season.closed } } : {}),
  }
}

export async function listDestinations(payload: Payload, args: ToolArgs, language: Language): Promise<{ destinations: DestinationFact[] }> {
  const query = text(args.query)
  const { docs } = await payload.find({
    collection: 'destinations',
    where: { and: [{ _status: { equals: 'published' } }, ...(query ? [{ name: { like: query } }] : [])] },
    sort: 'name',
    limit: query ? LIST_LIMIT : 50,
    depth: 0,
    locale: language,
    overrideAccess: false,
  })
  return {
    destinations: docs.map((place) => ({
      id: place.id,
      name: place.name,
      about: place.shortDescription,
      bestSeason: place.bestSeason,
      page: pagePath(language, `/destination/${place.id}`),
    })),
  }
}

export async function listTripPackages(payload: Payload, args: ToolArgs, language: Language): Promise<{ trips: TripFact[] }> {
  const guests = whole(args.guests, 1, 100)
  const { docs } = await payload.find({
    collection: 'trip-packages',
    where: { and: [{ _status: { equals: 'published' } }, ...(guests ? [{ capacity: { greater_than_equal: guests } }] : [])] },
    sort: 'totalPrice',
    limit: LIST_LIMIT,
    depth: 0,
    locale: language,
    overrideAccess: false,
  })
  return {
    trips: docs.map((trip) => ({ title: trip.title, days: trip.durationDays, guests: trip.capacity, totalPrice: trip.totalPrice, page: pagePath(language, `/trips/${trip.id}`) })),
  }
}

export async function listEvents(payload: Payload, args: ToolArgs, language: Language): Promise<{ events: EventFact[] }> {
  const from = day(args.from) ?? marinaDayOf(new Date())
  const to = day(args.to)
  const { docs } = await payload.find({
    collection: 'events',
    where: { and: [{ _status: { equals: 'published' } }, { endDate: { greater_than_equal: from } }, ...(to ? [{ startDate: { less_than_equal: `${to}T23:59:59Z` } }] : [])] },
    sort: 'startDate',
    limit: LIST_LIMIT,
    depth: 0,
    locale: language,
    overrideAccess: false,
  })
  return { events: docs.map((event) => ({ title: event.title, starts: event.startDate.slice(0, 10), location: event.location, page: pagePath(language, `/events/${event.id}`) })) }
}

/** The forecast at a destination named (or numbered) by the caller; the coming week by default. */
export async function weatherForecast(payload: Payload, args: ToolArgs, language: Language): Promise<ForecastFact | { error: string }> {
  const named = text(args.destination)
  const { destinations } = await listDestinations(payload, {}, language)
  const place = destinations.find((candidate) => String(candidate.id) === named) ?? (named ? namedDestination(named, destinations) : undefined)
  if (!place) return { error: `No destination named "${named ?? ''}". Known: ${destinations.map((candidate) => candidate.name).join(', ')}` }
  try {
    const from = day(args.from)
    const to = day(args.to)
    const view = await destinationForecast(payload, { destination: place.id, ...(from ? { from } : {}), ...(to ? { to } : {}) })
    if (!view) return { error: 'The destination has no forecast.' }
    return {
      destination: place.name,
      page: place.page,
      days: view.days.map((forecast) => ({
        date: forecast.date,
        windMs: forecast.windMs,
        gustsMs: forecast.gustsMs,
        precipitationMm: forecast.precipitationMm,
        minC: forecast.temperatureMinC,
        maxC: forecast.temperatureMaxC,
        windy: windy(forecast, view.windWarningMs),
      })),
    }
  } catch (error) {
    if (error instanceof WeatherFailure) return { error: error.message }
    throw error
  }
}

/** The coming Saturday and Sunday at the lake (this weekend's, on a Saturday or Sunday). */
export function comingWeekend(now = new Date()): { from: string; to: string } {
  const today = marinaDayOf(now)
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay()
  const saturday = weekday === 0 ? addDays(today, -1) : addDays(today, (6 - weekday + 7) % 7)
  return { from: weekday === 0 ? today : saturday, to: addDays(saturday, 1) }
}

type Tool = {
  description: string
  parameters: Record<string, unknown>
  run: (payload: Payload, args: ToolArgs, language: Language) => Promise<unknown>
}

const object = (properties: Record<string, unknown>) => ({ type: 'object', properties, additionalProperties: false })

/** The tools as the chat-completions API describes them to the model. */
export const TOOLS: Record<string, Tool> = {
  find_yachts: {
    description:
      'Yachts of the portal that fit: guests, type, the highest price per day (RUB) and, with dates, only those free on every day and sailing then (each yacht sails only in its marina’s navigation season; when none is found, `season` gives the sailing season and whether the dates fall outside it). Cheapest first.',
    parameters: object({
      guests: { type: 'integer', minimum: 1 },
      type: { type: 'string', enum: [...YACHT_TYPES] },
      maxPricePerDay: { type: 'integer', minimum: 1 },
      from: { type: 'string', description: 'first day, YYYY-MM-DD' },
      to: { type: 'string', description: 'last day, YYYY-MM-DD' },
    }),
    run: findYachts,
  },
  list_destinations: {
    description: 'Places on Lake Baikal to sail to, with their page. Optionally those whose name contains the query.',
    parameters: object({ query: { type: 'string' } }),
    run: listDestinations,
  },
  list_trip_packages: {
    description: 'Ready trip packages (yacht, route and days at one price, RUB), cheapest first; optionally for at least this many guests.',
    parameters: object({ guests: { type: 'integer', minimum: 1 } }),
    run: listTripPackages,
  },
  list_events: {
    description: 'Coming regattas, festivals and other events, soonest first; optionally between two days (YYYY-MM-DD).',
    parameters: object({ from: { type: 'string' }, to: { type: 'string' } }),
    run: listEvents,
  },
  weather_forecast: {
    description:
      'The forecast at a destination (its name): wind and gusts in m/s, precipitation in mm, temperature; the coming week unless days are given (at most 16 days ahead).',
    parameters: { ...object({ destination: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } }), required: ['destination'] },
    run: weatherForecast,
  },
}

/** Runs a tool by name with the model's arguments (JSON text); an unknown tool or bad JSON is answered as an error for the model to read. */
export async function runTool(payload: Payload, name: string, argumentsJson: string, language: Language): Promise<unknown> {
  const tool = TOOLS[name]
  if (!tool) return { error: `Unknown tool ${name}` }
  let args: unknown
  try {
    args = argumentsJson ? JSON.parse(argumentsJson) : {}
  } catch {
    return { error: 'The arguments are not JSON.' }
  }
  return tool.run(payload, args && typeof args === 'object' && !Array.isArray(args) ? (args as ToolArgs) : {}, language)
}
