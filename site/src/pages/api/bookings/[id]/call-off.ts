import { toBookingView } from '@cms/features/bookings/contract/bookings'
import { callOffForWeather } from '@cms/features/bookings/flows/memberBookings'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/bookings/{id}/call-off: the yacht's owner or the charter's crew call it off for
 * weather; the customer then has 48 hours to choose new days or a full refund. 409 when it cannot
 * be called off (not confirmed, begun, already called off), 404 for a booking they cannot see.
 */
export const POST = defineRoute({
  who: 'member',
  row: true,
  handle: async ({ member, id }) => {
    const booking = await callOffForWeather(member, id)
    return booking && json(200, toBookingView(booking, member.user.id))
  },
})

export const ALL = methodNotAllowed('POST')
