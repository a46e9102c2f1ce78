import type { ForecastView, WeatherProblem } from '@cms/features/weather/contract/weather'
import { WEATHER_MESSAGES } from '@cms/features/weather/contract/weather'
import { WeatherFailure } from '@cms/features/weather/provider'
import { json } from './http'

/** How each failure is answered: the provider's troubles as a gateway's, the asker's as theirs. */
const STATUS_OF: Record<WeatherProblem, number> = { incomplete: 400, beyondHorizon: 422, serviceUnavailable: 503, dataUnavailable: 502, fetchFailed: 502, unknown: 500 }

/** A weather failure as the API answers it: spec 9's message and its `code`. */
export const weatherFailed = (problem: WeatherProblem) => json(STATUS_OF[problem], { error: WEATHER_MESSAGES[problem], code: problem }, { 'cache-control': 'no-store' })

/**
 * A forecast route's answer: the forecast, kept `cacheControl` long, or each failure as spec 9
 * words it; `null` (404) when there is no such forecast to ask for. Any other failure is thrown
 * on, for the route to answer in WEATHER_MESSAGES.unknown's words.
 */
export async function weatherAnswer(work: () => Promise<ForecastView | null>, { cacheControl }: { cacheControl: string }): Promise<Response | null> {
  try {
    const forecast = await work()
    return forecast && json(200, forecast, { 'cache-control': cacheControl })
  } catch (error) {
    if (!(error instanceof WeatherFailure)) throw error
    if (error.problem !== 'incomplete' && error.problem !== 'beyondHorizon') console.warn(`Weather: ${error.message}`)
    return weatherFailed(error.problem)
  }
}
