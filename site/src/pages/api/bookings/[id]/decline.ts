import { bookingStateRoute } from '@site/features/bookings/bookingStateRoute'
import { methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/bookings/{id}/decline (see features/bookings/bookingStateRoute.ts). */
export const POST = bookingStateRoute('cancelled')

export const ALL = methodNotAllowed('POST')
