import { toBookingView } from '@cms/features/bookings/contract/bookings'
import { changeBookingState } from '@cms/features/bookings/flows/memberBookings'
import { defineRoute } from './defineRoute'
import { json } from './http'

/**
 * POST /api/bookings/{id}/{cancel|confirm|decline}: asks the bookings collection for a change of
 * state as the member; it answers who may (the customer cancels, the yacht's owner confirms or
 * declines a request), 409 for a change that cannot happen, 403 for a booking that is not theirs.
 */
export const bookingStateRoute = (status: 'cancelled' | 'confirmed') =>
  defineRoute({
    who: 'member',
    row: true,
    handle: async ({ member, id }) => json(200, toBookingView(await changeBookingState(member, id, status), member.user.id)),
  })
