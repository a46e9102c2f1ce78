import { bookingStateRoute } from '@site/features/bookings/bookingStateRoute'
import { methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/bookings/{id}/confirm (see features/bookings/bookingStateRoute.ts). */
export const POST = bookingStateRoute('confirmed')

export const ALL = methodNotAllowed('POST')
