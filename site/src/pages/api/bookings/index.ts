import type { APIRoute } from 'astro'

import { createBooking } from '@cms/features/bookings/flows/createBooking'
import { BOOKING_TABS, type BookingTab, memberBookings } from '@cms/features/bookings/flows/memberBookings'
import { ordersOfMyBookings } from '@cms/features/serviceOrders/flows/orders'
import { bookingRequestSchema, toBookingView } from '@cms/features/bookings/contract/bookings'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/bookings?tab=upcoming|past|cancelled: the member's bookings (and those of their yachts). */
export const GET: APIRoute = async (context) => {
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const tab = context.url.searchParams.get('tab') ?? 'upcoming'
  if (!(BOOKING_TABS as readonly string[]).includes(tab)) return json(400, { error: `tab must be one of ${BOOKING_TABS.join(', ')}.` })
  try {
    const docs = (await memberBookings(signedIn.member, tab as BookingTab)).map((booking) => toBookingView(booking, signedIn.member.user.id))
    const orders = await ordersOfMyBookings(
      signedIn.member,
      docs.filter((booking) => booking.mine && booking.services.length > 0).map((booking) => booking.id),
    )
    return json(200, { docs: docs.map((booking) => (orders.has(booking.id) ? { ...booking, serviceOrders: orders.get(booking.id) } : booking)) })
  } catch (error) {
    return answerFailure(error)
  }
}

/**
 * POST /api/bookings: books a yacht or a trip package for the signed-in, confirmed member. 201
 * with the booking (its server-computed price and hold); 409 with the nearest free dates when the
 * days are taken; 400 with per-field codes; 403 before the address is confirmed.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 8 * 1024)
  if (!accepted.ok) return accepted.response
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  if (!signedIn.member.user.emailVerified) return json(403, { error: MESSAGES.verifyFirst })
  const parsed = bookingRequestSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    const outcome = await createBooking(signedIn.member, parsed.data)
    if (!outcome.ok) return json(409, { error: MESSAGES.datesTaken, code: 'datesTaken', nearest: outcome.nearest })
    const booking = toBookingView(outcome.booking, signedIn.member.user.id)
    return json(201, { ...booking, holdExpiresAt: booking.holdExpiresAt })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET, POST')
