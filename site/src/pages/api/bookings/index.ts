import { bookingRequestSchema, toBookingView } from '@cms/features/bookings/contract/bookings'
import { createBooking } from '@cms/features/bookings/flows/createBooking'
import { BOOKING_TABS, type BookingTab, memberBookings } from '@cms/features/bookings/flows/memberBookings'
import { reviewStatesOf } from '@cms/features/reviews/flows/reviews'
import { ordersOfMyBookings } from '@cms/features/serviceOrders/flows/orders'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusal } from '@site/lib/server/http'

export const prerender = false

/** GET /api/bookings?tab=upcoming|past|cancelled: the member's bookings (and those of their yachts); a past charter of theirs with its review, or until when they may write one. */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member, context }) => {
    const tab = context.url.searchParams.get('tab') ?? 'upcoming'
    if (!(BOOKING_TABS as readonly string[]).includes(tab)) return json(400, { error: `tab must be one of ${BOOKING_TABS.join(', ')}.`, code: 'invalid' })
    const docs = (await memberBookings(member, tab as BookingTab)).map((booking) => toBookingView(booking, member.user.id))
    const orders = await ordersOfMyBookings(
      member,
      docs.filter((booking) => booking.mine && booking.services.length > 0).map((booking) => booking.id),
    )
    const reviews = tab === 'past' ? await reviewStatesOf(member, docs) : new Map()
    return json(200, {
      docs: docs.map((booking) => ({
        ...booking,
        ...(orders.has(booking.id) ? { serviceOrders: orders.get(booking.id) } : {}),
        ...(reviews.has(booking.id) ? { review: reviews.get(booking.id) } : {}),
      })),
    })
  },
})

/**
 * POST /api/bookings: books a yacht or a trip package for the signed-in, confirmed member. 201
 * with the booking (its server-computed price and hold); 409 with the nearest free dates when the
 * days are taken; 400 with per-field codes; 403 before the address is confirmed.
 */
export const POST = defineRoute({
  who: 'verified',
  body: { json: bookingRequestSchema, maxBytes: 8 * 1024 },
  handle: async ({ member, body }) => {
    const outcome = await createBooking(member, body)
    if (!outcome.ok) return refusal(409, 'datesTaken', { nearest: outcome.nearest })
    const booking = toBookingView(outcome.booking, member.user.id)
    return json(201, { ...booking, holdExpiresAt: booking.holdExpiresAt })
  },
})

export const ALL = methodNotAllowed('GET, POST')
