import type { APIRoute } from 'astro'

import { memberBooking } from '@cms/features/bookings/flows/memberBookings'
import { toBookingView } from '@cms/features/bookings/contract/bookings'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/bookings/{id}: one booking, to its customer, the yacht's owner and admins (404 to others). */
export const GET: APIRoute = async (context) => {
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const id = rowId(context.params.id)
  if (id === null) return json(404, { error: MESSAGES.notFound })
  try {
    const booking = await memberBooking(signedIn.member, id)
    return booking ? json(200, toBookingView(booking, signedIn.member.user.id)) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
