import type { APIRoute } from 'astro'

import { MESSAGES } from '../../../../cms/contract/messages'
import { WEATHER_MESSAGES, type WeatherProblem } from '../../../../cms/contract/weather'
import { forecastQuerySchema } from '../../../../cms/contract/weatherQuery'
import { destinationForecast } from '../../../../cms/weather/flows/forecast'
import { WeatherFailure } from '../../../../cms/weather/provider'
import { answerFailure } from '../../lib/server/failures'
import { json, methodNotAllowed } from '../../lib/server/http'

export const prerender = false

/** How each failure is answered: the provider's troubles as a gateway's, the asker's as theirs. */
const STATUS_OF: Record<WeatherProblem, number> = { incomplete: 400, beyondHorizon: 422, serviceUnavailable: 503, dataUnavailable: 502, fetchFailed: 502, unknown: 500 }
const failed = (problem: WeatherProblem) => json(STATUS_OF[problem], { error: WEATHER_MESSAGES[problem], code: problem }, { 'cache-control': 'no-store' })

/**
 * GET /api/weather?destination={id}[&from=YYYY-MM-DD&to=YYYY-MM-DD]: a published destination's
 * forecast, day by day (the coming week by default), and the CMS's wind-warning threshold; public.
 * Failures answer spec 9's weather messages with their `code`.
 */
export const GET: APIRoute = async ({ url, locals }) => {
  const query = forecastQuerySchema.safeParse(Object.fromEntries(url.searchParams))
  if (!query.success) return failed('incomplete')
  try {
    const forecast = await destinationForecast(locals.payload, query.data)
    if (!forecast) return json(404, { error: MESSAGES.notFound })
    // Forecasts change by the hour: a browser or proxy may keep one a quarter of it.
    return json(200, forecast, { 'cache-control': 'public, max-age=900' })
  } catch (error) {
    if (error instanceof WeatherFailure) {
      if (error.problem !== 'incomplete' && error.problem !== 'beyondHorizon') console.warn(`Weather: ${error.message}`)
      return failed(error.problem)
    }
    return answerFailure(error, {}, WEATHER_MESSAGES.unknown)
  }
}

export const ALL = methodNotAllowed('GET')
