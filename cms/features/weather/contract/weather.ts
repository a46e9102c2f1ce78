/**
 * Nautical weather (issue "The yacht assistant, nautical weather …", spec 8 and 9): the coming
 * days at a place of the lake, in the units sailors use (wind m/s, precipitation mm), and a wind
 * warning above the threshold the CMS holds. Free of zod: the destination page's script reads it
 * (weatherQuery.ts holds the API's query).
 */

/** How far ahead a forecast reaches (Open-Meteo's daily forecast: 16 days, today included). */
export const WEATHER_HORIZON_DAYS = 16
/** How many days a page shows when it names none. */
export const WEATHER_DEFAULT_DAYS = 7
/** The wind warning's threshold when the CMS holds none, m/s (a fresh breeze, Beaufort 5, on open water). */
export const DEFAULT_WIND_WARNING_MS = 10

/** Spec 9's weather messages, one per failure; the islands show their own words by `code`. */
export const WEATHER_MESSAGES = {
  dataUnavailable: 'Weather data unavailable',
  serviceUnavailable: 'Weather service unavailable',
  beyondHorizon: 'No forecast for the selected dates',
  incomplete: 'Incomplete location or date information',
  fetchFailed: 'Error fetching weather data',
  unknown: 'Unknown error',
} as const
export type WeatherProblem = keyof typeof WEATHER_MESSAGES

/** One day's forecast at a place; null where the provider had no figure. */
export type ForecastDay = {
  date: string
  windMs: number | null
  gustsMs: number | null
  precipitationMm: number | null
  temperatureMaxC: number | null
  temperatureMinC: number | null
  /** WMO weather interpretation code (0 clear … 99 thunderstorm with hail). */
  weatherCode: number | null
}

/** GET /api/weather: the days asked for, and the wind above which the page warns. */
export type ForecastView = { days: ForecastDay[]; windWarningMs: number }

/** Whether a day is worth a warning: its strongest sustained wind above the threshold (gusts run higher, and are shown beside it). */
export const windy = (day: ForecastDay, thresholdMs: number): boolean => (day.windMs ?? 0) > thresholdMs
