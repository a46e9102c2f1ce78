import { toBookingView } from '@cms/features/bookings/contract/bookings'
import { changeBookingState } from '@cms/features/bookings/flows/memberBookings'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json } from '@site/lib/server/http'

/**
 * POST /api/bookings/{id}/{cancel|confirm|decline}: asks the bookings collection for a change of
 * state as the member; it answers who may (the customer cancels, the yacht's owner confirms or
 * declines a request), 409 for a change that cannot happen, 403 for one of theirs they may not
 * change so, and 404 for a booking they cannot see, as a read answers.
 */
export const bookingStateRoute = (status: 'cancelled' | 'confirmed') =>
  defineRoute({
    who: 'member',
    row: true,
    handle: async ({ member, id }) => {
      const booking = await changeBookingState(member, id, status)
      return booking && json(200, toBookingView(booking, member.user.id))
    },
  })
