import { toBookingView } from '@cms/features/bookings/contract/bookings'
import { memberBooking } from '@cms/features/bookings/flows/memberBookings'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/bookings/{id}: one booking, to its customer, the yacht's owner and admins (404 to others). */
export const GET = defineRoute({
  who: 'member',
  row: true,
  handle: async ({ member, id }) => {
    const booking = await memberBooking(member, id)
    return booking && json(200, toBookingView(booking, member.user.id))
  },
})

export const ALL = methodNotAllowed('GET')
