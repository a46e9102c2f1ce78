import { WEATHER_MESSAGES } from '@cms/features/weather/contract/weather'
import { bookingForecast } from '@cms/features/weather/flows/forecast'
import { defineRoute } from '@site/lib/server/defineRoute'
import { methodNotAllowed } from '@site/lib/server/http'
import { weatherAnswer } from '@site/lib/server/weatherAnswer'

export const prerender = false

/**
 * GET /api/bookings/{id}/weather: the forecast for a booking's days at its yacht's home marina,
 * to those who may see the booking (404 to others). Days past the 16-day horizon answer
 * spec 9's "no forecast for the selected dates".
 */
export const GET = defineRoute({
  who: 'member',
  row: true,
  failure: WEATHER_MESSAGES.unknown,
  handle: ({ member, id }) => weatherAnswer(() => bookingForecast(member, id), { cacheControl: 'private, max-age=900' }),
})

export const ALL = methodNotAllowed('GET')
