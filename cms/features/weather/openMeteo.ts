import type { ForecastDay } from './contract/weather'
import { type ForecastRequest, WeatherFailure, type WeatherProvider } from './provider'

/** Open-Meteo's public forecast API; a self-hosted or commercial instance is set by WEATHER_BASE_URL. */
export const OPEN_METEO_URL = 'https://api.open-meteo.com'
/** How long one answer may take before the page is told the service is unavailable. */
export const OPEN_METEO_TIMEOUT_MS = 8000

const DAILY = ['wind_speed_10m_max', 'wind_gusts_10m_max', 'precipitation_sum', 'temperature_2m_max', 'temperature_2m_min', 'weather_code'] as const

type Daily = Partial<Record<(typeof DAILY)[number], unknown>> & { time?: unknown }

const figure = (values: unknown, index: number): number | null => {
  const value = Array.isArray(values) ? values[index] : null
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 10) / 10 : null
}

/** The days of an Open-Meteo answer (`daily`, the lake's days), or a failure when it holds none. */
export function daysFromOpenMeteo(answer: unknown): ForecastDay[] {
  const daily = (answer as { daily?: Daily } | null)?.daily
  const dates = daily?.time
  if (!daily || !Array.isArray(dates) || dates.length === 0 || !dates.every((date) => typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)))
    throw new WeatherFailure('dataUnavailable', 'The forecast had no days')
  return (dates as string[]).map((date, index) => ({
    date,
    windMs: figure(daily.wind_speed_10m_max, index),
    gustsMs: figure(daily.wind_gusts_10m_max, index),
    precipitationMm: figure(daily.precipitation_sum, index),
    temperatureMaxC: figure(daily.temperature_2m_max, index),
    temperatureMinC: figure(daily.temperature_2m_min, index),
    weatherCode: figure(daily.weather_code, index),
  }))
}

/** The address asked for a place's days: wind in m/s, precipitation in mm, days of the lake's time zone. */
export function openMeteoUrl(baseUrl: string, { latitude, longitude, from, to }: ForecastRequest): URL {
  const url = new URL('/v1/forecast', baseUrl)
  url.search = new URLSearchParams({
    latitude: latitude.toFixed(4),
    longitude: longitude.toFixed(4),
    daily: DAILY.join(','),
    wind_speed_unit: 'ms',
    precipitation_unit: 'mm',
    timezone: 'Asia/Irkutsk',
    start_date: from,
    end_date: to,
  }).toString()
  return url
}

/** Open-Meteo's forecast API as the portal's weather provider. */
export function openMeteoProvider({ baseUrl = OPEN_METEO_URL, timeoutMs = OPEN_METEO_TIMEOUT_MS }: { baseUrl?: string; timeoutMs?: number } = {}): WeatherProvider {
  return {
    name: 'open-meteo',
    async forecast(request) {
      let response: Response
      try {
        response = await fetch(openMeteoUrl(baseUrl, request), { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } })
      } catch (error) {
        const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
        throw new WeatherFailure(timedOut ? 'serviceUnavailable' : 'fetchFailed', `Open-Meteo could not be reached: ${String(error)}`)
      }
      if (response.status >= 500 || response.status === 429) throw new WeatherFailure('serviceUnavailable', `Open-Meteo answered ${response.status}`)
      if (!response.ok) throw new WeatherFailure('fetchFailed', `Open-Meteo answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
      let answer: unknown
      try {
        answer = await response.json()
      } catch {
        throw new WeatherFailure('dataUnavailable', 'Open-Meteo answered something other than JSON')
      }
      return daysFromOpenMeteo(answer)
    },
  }
}
