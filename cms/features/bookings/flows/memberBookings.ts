import type { Where } from 'payload'

import { visitorRequest, type Member } from '@cms/core/visitor'
import { visibleRow } from '@cms/core/db/visibleRow'
import type { Booking } from '@cms/payload-types'
import { marinaDayOf } from '@cms/core/contract/marinaDays'

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
