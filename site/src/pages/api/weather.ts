import { WEATHER_MESSAGES } from '@cms/features/weather/contract/weather'
import { forecastQuerySchema } from '@cms/features/weather/contract/weatherQuery'
import { destinationForecast } from '@cms/features/weather/flows/forecast'
import { defineRoute } from '@site/lib/server/defineRoute'
import { methodNotAllowed } from '@site/lib/server/http'
import { weatherAnswer, weatherFailed } from '@site/lib/server/weatherAnswer'

export const prerender = false

/**
 * GET /api/weather?destination={id}[&from=YYYY-MM-DD&to=YYYY-MM-DD]: a published destination's
 * forecast, day by day (the coming week by default), and the CMS's wind-warning threshold; public.
 * Failures answer spec 9's weather messages with their `code`.
 */
export const GET = defineRoute({
  who: 'anyone',
  failure: WEATHER_MESSAGES.unknown,
  handle: async ({ context }) => {
    const query = forecastQuerySchema.safeParse(Object.fromEntries(context.url.searchParams))
    if (!query.success) return weatherFailed('incomplete')
    // Forecasts change by the hour: a browser or proxy may keep one a quarter of it.
    return weatherAnswer(() => destinationForecast(context.locals.payload, query.data), { cacheControl: 'public, max-age=900' })
  },
})

export const ALL = methodNotAllowed('GET')
