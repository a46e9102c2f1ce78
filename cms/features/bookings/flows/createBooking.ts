import { BOOKING_FLOW } from '@cms/core/trustedFlows'
import { inTransaction } from '@cms/core/db/inTransaction'
import { type Visitor, visitorRequest } from '@cms/core/visitor'
import type { SessionUser } from '@cms/core/visitorSession'
import { BOOKING_HORIZON_DAYS, type BookingRequest } from '../contract/bookings'
import type { Booking } from '@cms/payload-types'
import { releaseLapsedHolds, takenDays } from '../calendar'
import { nearestFreeRanges } from '../freeDates'
import { addDays, type DayRange, marinaDayOf } from '@cms/core/contract/marinaDays'
import { isExclusionViolation } from '@cms/core/errors/classifyError'
import { closedDaysOfYacht } from '@cms/features/seasons'

export type BookingOutcome = { ok: true; booking: Booking } | { ok: false; reason: 'taken'; nearest: DayRange[] }

/**
 * Books a yacht or a trip package for a confirmed member, through the collection's one door for
 * members (its hooks price it, check it and hold the days). Lapsed holds on the yacht are let go
 * first; if another booking holds any of the days, PostgreSQL refuses the insert, and the answer
 * names the nearest free dates instead.
 */
export async function createBooking(visitor: Visitor & { user: SessionUser }, request: BookingRequest): Promise<BookingOutcome> {
  const req = await visitorRequest(visitor, { [BOOKING_FLOW]: true })
  const { payload } = visitor
  const trip = request.tripPackageId ? await payload.findByID({ collection: 'trip-packages', id: request.tripPackageId, depth: 0, req, disableErrors: true }) : null
  const yachtId = trip ? (typeof trip.yacht === 'object' ? trip.yacht.id : trip.yacht) : request.yachtId
  if (yachtId) await releaseLapsedHolds(payload, yachtId)
  try {
    const booking = await inTransaction(req, () =>
      payload.create({
        collection: 'bookings',
        data: {
          yacht: request.yachtId ?? null,
          tripPackage: request.tripPackageId ?? null,
          startDate: request.startDate,
          endDate: request.endDate,
          guests: request.guests,
          captain: request.captain,
          services: request.services,
          specialRequests: request.specialRequests,
          contactName: request.contactName,
          contactEmail: request.contactEmail,
          contactPhone: request.contactPhone,
          language: visitor.language,
          status: 'pending',
          paymentStatus: 'unpaid',
        },
        req,
        overrideAccess: false,
      }),
    )
    return { ok: true, booking }
  } catch (error) {
    if (!isExclusionViolation(error) || !yachtId) throw error
    const today = marinaDayOf(new Date())
    const start = trip ? String(trip.startDate).slice(0, 10) : request.startDate
    const end = trip ? String(trip.endDate).slice(0, 10) : request.endDate
    const horizon = { start: today, end: addDays(today, BOOKING_HORIZON_DAYS) }
    // Days out of the marina's season are offered no more than taken ones.
    const taken = [...(await takenDays(payload, yachtId, horizon.start, horizon.end)), ...(await closedDaysOfYacht(payload, yachtId, horizon))]
    return { ok: false, reason: 'taken', nearest: nearestFreeRanges(taken, { start, end }, { earliest: today, horizonDays: 90 }) }
  }
}
