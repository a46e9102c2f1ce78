import type { Payload } from 'payload'

import { addDays, marinaDayOf } from '../../bookings/marinaDays'
import { DEFAULT_WIND_WARNING_MS, type ForecastView, WEATHER_DEFAULT_DAYS, WEATHER_HORIZON_DAYS } from '../../contract/weather'
import { ForecastCache } from '../forecastCache'
import { OPEN_METEO_TIMEOUT_MS, OPEN_METEO_URL, openMeteoProvider } from '../openMeteo'
import { WeatherFailure, type WeatherProvider } from '../provider'

const cache = new ForecastCache()

/** The configured provider: Open-Meteo at WEATHER_BASE_URL (its public API when unset). */
export function activeWeatherProvider(): WeatherProvider {
  const timeout = Number(process.env.WEATHER_TIMEOUT_MS)
  return openMeteoProvider({ baseUrl: process.env.WEATHER_BASE_URL || OPEN_METEO_URL, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : OPEN_METEO_TIMEOUT_MS })
}

/**
 * The forecast at a published destination for the days asked (the coming week when none are):
 * days past the forecast's horizon are cut off, and a range wholly beyond it, or already past,
 * has no forecast. Null when there is no such destination.
 */
export async function destinationForecast(
  payload: Payload,
  { destination, from, to }: { destination: number; from?: string; to?: string },
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
  const place = docs[0]
  if (!place) return null
  if (typeof place.latitude !== 'number' || typeof place.longitude !== 'number') throw new WeatherFailure('incomplete', 'The destination has no coordinates')
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
