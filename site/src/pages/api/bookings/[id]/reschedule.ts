import { rescheduleSchema, toBookingView } from '@cms/features/bookings/contract/bookings'
import { rescheduleCalledOff } from '@cms/features/bookings/flows/memberBookings'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusal } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/bookings/{id}/reschedule `{ startDate, endDate }`: the customer moves a charter called
 * off for weather to as many days ahead in the same season, at the price paid. 409 datesTaken when
 * another booking holds any of them; 400 for days that do not fit, 409 when the 48 hours are over.
 */
export const POST = defineRoute({
  who: 'member',
  row: true,
  body: { json: rescheduleSchema, maxBytes: 1024 },
  handle: async ({ member, id, body }) => {
    const outcome = await rescheduleCalledOff(member, id, body)
    if (!outcome) return null
    return outcome.ok ? json(200, toBookingView(outcome.booking, member.user.id)) : refusal(409, 'datesTaken')
  },
})

export const ALL = methodNotAllowed('POST')
