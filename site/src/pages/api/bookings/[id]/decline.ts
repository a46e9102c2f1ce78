import { bookingStateRoute } from '@site/lib/server/bookingStateRoute'
import { methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/bookings/{id}/decline (see lib/server/bookingStateRoute.ts). */
export const POST = bookingStateRoute('cancelled')

export const ALL = methodNotAllowed('POST')
