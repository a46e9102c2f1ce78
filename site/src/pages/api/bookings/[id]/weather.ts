import { MESSAGES } from '@cms/core/contract/messages'
import { bookingForecast } from '@cms/features/weather/flows/forecast'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { memberRowRoute } from '@site/lib/server/rowRoute'
import { weatherAnswer } from '@site/lib/server/weatherAnswer'

export const prerender = false

/**
 * GET /api/bookings/{id}/weather: the forecast for a booking's days at its yacht's home marina,
 * to those who may see the booking (404 to others). Days past the 16-day horizon answer
 * spec 9's "no forecast for the selected dates".
 */
export const GET = memberRowRoute(
  (member, id) => weatherAnswer(() => bookingForecast(member, id), { cacheControl: 'private, max-age=900', notFound: () => json(404, { error: MESSAGES.notFound }) }),
  { changesState: false },
)

export const ALL = methodNotAllowed('GET')
