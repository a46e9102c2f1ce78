import type { Where } from 'payload'

import { type Visitor, visitorRequest, type Member } from '@cms/core/visitor'
import { type BlockView, type BookingView, toBookingView } from '../contract/bookings'
import { calendarFeedToken } from '../calendarFeed'
import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { toBlockView } from './ownerBlocks'
import { type PricePeriod, pricePeriodsOf } from '../contract/price'
import { populated } from '@cms/core/contract/relationId'
import type { Marina } from '@cms/payload-types'

const seasonShown = (marina: Marina | null): OwnerYacht['season'] =>
  marina?.seasonOpens && marina.seasonCloses ? { marina: marina.name, opens: marina.seasonOpens, closes: marina.seasonCloses } : null

/** An owner's yacht as their dashboard shows it: how it is booked, its calendars, its season and prices. */
type OwnerYacht = {
  id: number
  name: string
  published: boolean
  bookingMode: string
  calendarFeedPath: string
  calendarImportUrl: string | null
  /** Its home marina's navigation season ('MM-DD'), null for a yacht without a marina. */
  season: { marina: string; opens: string; closes: string } | null
  pricePerDay: number
  pricePeriods: PricePeriod[]
}

export type OwnerOverview = {
  yachts: OwnerYacht[]
  /** Requests to book that wait for the owner's answer. */
  requests: BookingView[]
  /** Charters called off for weather whose customers have not chosen yet. */
  calledOff: BookingView[]
  /** Their yachts' bookings from today on that hold days (confirmed, or pending with a live hold). */
  upcoming: BookingView[]
  /** The days they took off the market, from today on. */
  blocks: BlockView[]
  /** What their yachts earned per month of the charter's start: paid, less refunds. */
  earnings: { month: string; currency: string; amount: number; bookings: number }[]
  /** Who the owner put on each coming charter, by booking id. */
  crew: Record<number, { id: number; name: string; email: string }[]>
}

/**
 * An owner's dashboard: their yachts with each one's calendar feed, the requests waiting for
 * them, the coming bookings, and the earnings per month. Read as the owner (the collections
 * narrow bookings to those of their yachts).
 */
export async function ownerOverview(visitor: Member): Promise<OwnerOverview> {
  const req = await visitorRequest(visitor)
  const { payload, user } = visitor
  // Who owns a yacht is not a field anyone may filter by (it is not public): the server asks,
  // for this owner's own yachts only.
  const yachts = await payload.find({
    collection: 'yachts',
    where: { owner: { equals: user.id } },
    depth: 1,
    populate: { marinas: { name: true, seasonOpens: true, seasonCloses: true } },
    limit: 100,
    req,
    overrideAccess: true,
    locale: visitor.language,
  })
  const ids = yachts.docs.map((yacht) => yacht.id)
  const today = marinaDayOf(new Date())
  const ofMyYachts = { yacht: { in: ids } }
  // Each read runs as the owner: the collections narrow what they may see.
  const mine = <Slug extends 'bookings' | 'yacht-blocks'>(collection: Slug, where: Where[], limit: number, sort?: string) =>
    payload.find({ collection, where: { and: [ofMyYachts, ...where] }, ...(sort ? { sort } : {}), depth: 0, limit, req, overrideAccess: false })
  const [requests, upcoming, paid, blocks, calledOff] = ids.length
    ? await Promise.all([
        mine('bookings', [{ status: { equals: 'pending' } }, { awaitingOwner: { equals: true } }], 100, 'startsAt'),
        mine('bookings', [{ endDate: { greater_than_equal: today } }, { blocksCalendar: { equals: true } }], 100, 'startsAt'),
        mine('bookings', [{ paymentStatus: { in: ['paid', 'partially-refunded'] } }], 1000),
        mine('yacht-blocks', [{ endDate: { greater_than_equal: today } }], 200, 'startsAt'),
        mine('bookings', [{ weatherCallOff: { equals: 'awaiting' } }, { status: { equals: 'confirmed' } }], 100, 'startsAt'),
      ])
    : [{ docs: [] }, { docs: [] }, { docs: [] }, { docs: [] }, { docs: [] }]
  const coming = upcoming.docs.filter((booking) => booking.status === 'confirmed' || Date.parse(String(booking.holdExpiresAt)) > Date.now())
  const earnings = new Map<string, { month: string; currency: string; amount: number; bookings: number }>()
  for (const booking of paid.docs) {
    const month = String(booking.startDate).slice(0, 7)
    const currency = booking.currency ?? 'RUB'
    const key = `${month}|${currency}`
    const entry = earnings.get(key) ?? { month, currency, amount: 0, bookings: 0 }
    entry.amount += (booking.totalPrice ?? 0) - (booking.refundedAmount ?? 0)
    entry.bookings += 1
    earnings.set(key, entry)
  }
  return {
    yachts: yachts.docs.map((yacht) => ({
      id: yacht.id,
      name: yacht.name,
      published: yacht._status === 'published',
      bookingMode: yacht.bookingMode ?? 'instant',
      calendarFeedPath: `/api/yachts/${yacht.id}/calendar.ics?token=${calendarFeedToken(yacht.id)}`,
      calendarImportUrl: yacht.calendarImportUrl ?? null,
      season: seasonShown(populated(yacht.homeMarina)),
      pricePerDay: yacht.pricePerDay,
      pricePeriods: pricePeriodsOf(yacht),
    })),
    requests: requests.docs.map((booking) => toBookingView(booking, user.id)),
    calledOff: calledOff.docs.map((booking) => toBookingView(booking, user.id)),
    upcoming: coming.map((booking) => toBookingView(booking, user.id)),
    crew: await charterCrew(
      visitor,
      coming.map((booking) => booking.id),
    ),
    blocks: blocks.docs.map(toBlockView),
    earnings: [...earnings.values()].sort((a, b) => b.month.localeCompare(a.month)),
  }
}

/** The crew of the owner's coming charters, named, by booking: the owner put each of them on by their address. */
async function charterCrew(visitor: Visitor, bookingIds: number[]): Promise<OwnerOverview['crew']> {
  const crew: OwnerOverview['crew'] = {}
  if (bookingIds.length === 0) return crew
  const { rows } = await visitor.payload.db.pool.query<{ booking_id: number; id: number; first_name: string; last_name: string; email: string }>(
    `SELECT r.parent_id AS booking_id, u.id, u.first_name, u.last_name, u.email FROM bookings_rels r JOIN users u ON u.id = r.users_id
      WHERE r.path = 'crew' AND r.parent_id = ANY($1) ORDER BY r.parent_id, r."order"`,
    [bookingIds],
  )
  for (const row of rows) crew[row.booking_id] = [...(crew[row.booking_id] ?? []), { id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email }]
  return crew
}
