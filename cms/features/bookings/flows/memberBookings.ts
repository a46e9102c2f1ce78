import type { Where } from 'payload'

import { visitorRequest, type Member } from '@cms/core/visitor'
import { visibleRow } from '@cms/core/db/visibleRow'
import type { Booking } from '@cms/payload-types'
import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { inTransaction } from '@cms/core/db/inTransaction'
import { isExclusionViolation } from '@cms/core/errors/classifyError'

export const BOOKING_TABS = ['upcoming', 'past', 'cancelled'] as const
export type BookingTab = (typeof BOOKING_TABS)[number]

/** Spec 4.4's history tabs, as filters; the collection's access narrows them to what the member may see. */
function tabFilter(tab: BookingTab, today: string): Where {
  switch (tab) {
    case 'upcoming':
      return { and: [{ status: { in: ['pending', 'confirmed'] } }, { endDate: { greater_than_equal: today } }] }
    case 'past':
      return { or: [{ status: { equals: 'completed' } }, { and: [{ status: { equals: 'confirmed' } }, { endDate: { less_than: today } }] }] }
    case 'cancelled':
      return { status: { equals: 'cancelled' } }
  }
}

/** The member's bookings of one tab (and, for a yacht's owner, those of their yachts). */
export async function memberBookings(visitor: Member, tab: BookingTab): Promise<Booking[]> {
  const { docs } = await visitor.payload.find({
    collection: 'bookings',
    where: tabFilter(tab, marinaDayOf(new Date())),
    sort: tab === 'upcoming' ? 'startsAt' : '-startsAt',
    limit: 100,
    depth: 0,
    req: await visitorRequest(visitor),
    overrideAccess: false,
  })
  return docs
}

/** One booking, if the member may see it. */
export const memberBooking = (visitor: Member, id: number): Promise<Booking | null> => visibleRow(visitor, 'bookings', id)

/**
 * Changes a booking's state as the member (the collection says who may make which change). A
 * booking the member cannot see is null, as it is to a read: a refusal would tell a stranger that
 * the booking exists.
 */
export async function changeBookingState(visitor: Member, id: number, status: 'cancelled' | 'confirmed'): Promise<Booking | null> {
  if (!(await memberBooking(visitor, id))) return null
  return visitor.payload.update({ collection: 'bookings', id, data: { status }, depth: 0, req: await visitorRequest(visitor), overrideAccess: false })
}

/** The owner or the charter's crew call a charter off for weather (the collection says who may and when). */
export async function callOffForWeather(visitor: Member, id: number): Promise<Booking | null> {
  if (!(await memberBooking(visitor, id))) return null
  return visitor.payload.update({ collection: 'bookings', id, data: { weatherCallOff: 'awaiting' }, depth: 0, req: await visitorRequest(visitor), overrideAccess: false })
}

export type RescheduleOutcome = { ok: true; booking: Booking } | { ok: false; reason: 'taken' } | null

/**
 * The customer moves a charter called off for weather to new days. The collection checks the
 * rest (theirs, in time, as many days, the same season); another booking holding any of the days
 * is PostgreSQL's to refuse.
 */
export async function rescheduleCalledOff(visitor: Member, id: number, days: { startDate: string; endDate: string }): Promise<RescheduleOutcome> {
  if (!(await memberBooking(visitor, id))) return null
  const req = await visitorRequest(visitor)
  try {
    const booking = await inTransaction(req, () =>
      visitor.payload.update({ collection: 'bookings', id, data: { weatherCallOff: 'rescheduled', ...days }, depth: 0, req, overrideAccess: false }),
    )
    return { ok: true, booking }
  } catch (error) {
    if (isExclusionViolation(error)) return { ok: false, reason: 'taken' }
    throw error
  }
}
