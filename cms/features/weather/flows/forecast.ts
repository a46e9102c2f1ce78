import type { Payload } from 'payload'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { DEFAULT_WIND_WARNING_MS, type ForecastView, WEATHER_DEFAULT_DAYS, WEATHER_HORIZON_DAYS } from '../contract/weather'
import { ForecastCache } from '../forecastCache'
import { OPEN_METEO_TIMEOUT_MS, OPEN_METEO_URL, openMeteoProvider } from '../openMeteo'
import { WeatherFailure, type WeatherProvider } from '../provider'
import { visibleRow } from '@cms/core/db/visibleRow'
import type { Member } from '@cms/core/visitor'
import { populated, relationId } from '@cms/core/contract/relationId'

const cache = new ForecastCache()

/** The configured provider: Open-Meteo at WEATHER_BASE_URL (its public API when unset). */
function activeWeatherProvider(): WeatherProvider {
  const timeout = Number(process.env.WEATHER_TIMEOUT_MS)
  return openMeteoProvider({ baseUrl: process.env.WEATHER_BASE_URL || OPEN_METEO_URL, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : OPEN_METEO_TIMEOUT_MS })
}

type Place = { latitude?: number | null; longitude?: number | null }
type Days = { from?: string; to?: string }

/**
 * The forecast at a place for the days asked (the coming week when none are): days past the
 * forecast's horizon are cut off, and a range wholly beyond it, or already past, has no forecast.
 */
async function forecastAt(payload: Payload, place: Place, { from, to }: Days, provider: WeatherProvider = activeWeatherProvider()): Promise<ForecastView> {
  if (typeof place.latitude !== 'number' || typeof place.longitude !== 'number') throw new WeatherFailure('incomplete', 'The place has no coordinates')
  const today = marinaDayOf(new Date())
  const lastDay = addDays(today, WEATHER_HORIZON_DAYS - 1)
  const start = from ?? today
  const end = to ?? (from ? from : addDays(today, WEATHER_DEFAULT_DAYS - 1))
  if (end < start) throw new WeatherFailure('incomplete', 'The last day is before the first')
  if (start > lastDay || end < today) throw new WeatherFailure('beyondHorizon', 'The days are outside the forecast')
  // biome-ignore lint/complexity/useMathMinMax: the days are 'YYYY-MM-DD' strings, compared as text
  const request = { latitude: place.latitude, longitude: place.longitude, from: start < today ? today : start, to: end > lastDay ? lastDay : end }
  const [days, settings] = await Promise.all([
    cache.forecast(provider, request),
    payload.findGlobal({ slug: 'site-settings', depth: 0, select: { windWarningMs: true } }).catch(() => null),
  ])
  return { days, windWarningMs: settings?.windWarningMs ?? DEFAULT_WIND_WARNING_MS }
}

/** The forecast at a published destination; null when there is no such destination. */
export async function destinationForecast(
  payload: Payload,
  { destination, ...days }: Days & { destination: number },
  provider: WeatherProvider = activeWeatherProvider(),
): Promise<ForecastView | null> {
  const { docs } = await payload.find({
    collection: 'destinations',
    where: { and: [{ id: { equals: destination } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    select: { latitude: true, longitude: true },
    overrideAccess: false,
  })
  return docs[0] ? forecastAt(payload, docs[0], days, provider) : null
}

/**
 * A booking's forecast for its days, at the yacht's home marina (a trip package's: at its first
 * destination), to those who may see the booking; null to others.
 */
export async function bookingForecast(member: Member, bookingId: number, provider: WeatherProvider = activeWeatherProvider()): Promise<ForecastView | null> {
  const booking = await visibleRow(member, 'bookings', bookingId)
  if (!booking) return null
  const days = { from: String(booking.startDate ?? ''), to: String(booking.endDate ?? '') }
  if (!days.from || !days.to) throw new WeatherFailure('incomplete', 'The booking has no dates')
  const { payload } = member
  const yachtId = relationId(booking.yacht)
  if (yachtId) {
    const yacht = await payload.findByID({
      collection: 'yachts',
      id: yachtId,
      depth: 1,
      select: { homeMarina: true },
      populate: { marinas: { latitude: true, longitude: true } },
      overrideAccess: true,
      disableErrors: true,
    })
    return forecastAt(payload, populated(yacht?.homeMarina) ?? {}, days, provider)
  }
  const tripId = relationId(booking.tripPackage)
  const trip = tripId
    ? await payload.findByID({ collection: 'trip-packages', id: tripId, depth: 1, select: { destinations: true }, overrideAccess: true, disableErrors: true })
    : null
  const first = trip?.destinations?.[0]
  return forecastAt(payload, typeof first === 'object' && first ? first : {}, days, provider)
}
