import type { APIRoute } from 'astro'

import { changeBookingState } from '@cms/features/bookings/flows/memberBookings'
import { toBookingView } from '@cms/features/bookings/contract/bookings'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from './failures'
import { foreignOrigin, json, rowId } from './http'
import { memberOf } from './visitor'

/**
 * POST /api/bookings/{id}/{cancel|confirm|decline}: asks the bookings collection for a change of
 * state as the member; it answers who may (the customer cancels, the yacht's owner confirms or
 * declines a request), 409 for a change that cannot happen, 403 for a booking that is not theirs.
 */
export function bookingStateRoute(status: 'cancelled' | 'confirmed'): APIRoute {
  return async (context) => {
    const refused = foreignOrigin(context.request, context.url)
    if (refused) return refused
    const signedIn = await memberOf(context)
    if (!signedIn.ok) return signedIn.response
    const id = rowId(context.params.id)
    if (id === null) return json(404, { error: MESSAGES.notFound })
    try {
      return json(200, toBookingView(await changeBookingState(signedIn.member, id, status), signedIn.member.user.id))
    } catch (error) {
      return answerFailure(error)
    }
  }
}
