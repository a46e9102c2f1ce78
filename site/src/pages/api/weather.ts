import type { APIRoute } from 'astro'

import { MESSAGES } from '@cms/core/contract/messages'
import { forecastQuerySchema } from '@cms/features/weather/contract/weatherQuery'
import { destinationForecast } from '@cms/features/weather/flows/forecast'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { weatherAnswer, weatherFailed } from '@site/lib/server/weatherAnswer'

export const prerender = false

/**
 * GET /api/weather?destination={id}[&from=YYYY-MM-DD&to=YYYY-MM-DD]: a published destination's
 * forecast, day by day (the coming week by default), and the CMS's wind-warning threshold; public.
 * Failures answer spec 9's weather messages with their `code`.
 */
export const GET: APIRoute = async ({ url, locals }) => {
  const query = forecastQuerySchema.safeParse(Object.fromEntries(url.searchParams))
  if (!query.success) return weatherFailed('incomplete')
  // Forecasts change by the hour: a browser or proxy may keep one a quarter of it.
  return weatherAnswer(() => destinationForecast(locals.payload, query.data), {
    cacheControl: 'public, max-age=900',
    notFound: () => json(404, { error: MESSAGES.notFound }),
  })
}

export const ALL = methodNotAllowed('GET')
