import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { lockedBooking } from '@cms/features/bookings/lockedBooking'
import { dayCount, marinaDayOf } from '@cms/core/contract/marinaDays'
import { seasonIn, seasonOfYacht } from '@cms/features/seasons'
import { BOOKING_MESSAGES, PAY_AFTER_CONFIRMATION_HOURS, WEATHER_ANSWER_HOURS } from '@cms/features/bookings/contract/bookings'
import { MESSAGES } from '@cms/core/contract/messages'
import { refusalError } from '@cms/core/errors/refusalError'
import { hasRole } from '@cms/core/contract/roles'
import type { Booking } from '@cms/payload-types'
import { relationId } from '@cms/core/contract/relationId'

/**
 * What a change to a booking may be, by who asks:
 * - its customer cancels it while it is pending or confirmed and has not begun;
 * - the yacht's owner confirms a request to book while its 48 hours last (the customer then has
 *   48 hours to pay), or declines it;
 * - the owner or the charter's crew call it off for weather, and the customer then reschedules it
 *   or takes a full refund (weatherChange below);
 * - admins may change anything.
 * Nothing else of a booking is a member's to change. A cancelled booking lets its days go.
 *
 * The decision is made from the row as it is now, locked in this transaction: the payment
 * webhook and the expiry job change bookings in transactions of their own, and the columns they
 * own (payment, hold, calendar) are written back as the row holds them, never from the copy
 * Payload read before the lock.
 */
export const stateChanges: CollectionBeforeChangeHook<Booking> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const user = req.user
  const admin = hasRole(user, 'admin')
  if (!admin) {
    if (!user) throw refusalError(MESSAGES, 'notSignedIn', 401)
    // The crew is assignCrew's to judge (the yacht's owner puts them on); a reschedule after a call-off moves the days.
    const mayChange = new Set([
      'status',
      'updatedAt',
      'crew',
      'weatherCallOff',
      ...(data.weatherCallOff === 'rescheduled' && originalDoc.weatherCallOff === 'awaiting' ? ['startDate', 'endDate', 'startsAt', 'endsAt'] : []),
    ])
    const changed = Object.keys(data).filter((key) => !mayChange.has(key) && JSON.stringify(data[key as keyof Booking]) !== JSON.stringify(originalDoc[key as keyof Booking]))
    if (changed.length > 0) throw new APIError(`${BOOKING_MESSAGES.onlyState} ${changed.slice(0, 5).join(', ')}.`, 403, { code: 'onlyState' }, true)
  }
  const current = await lockedBooking(req, originalDoc.id)
  if (!current) throw refusalError(MESSAGES, 'notFound', 404)
  // The columns others change, as the row holds them now, unless this request itself changes one (an admin may).
  const fresh: Partial<Booking> = {}
  const now = {
    status: current.status,
    paymentStatus: current.paymentStatus,
    paymentMethod: current.paymentMethod,
    refundedAmount: current.refundedAmount,
    awaitingOwner: current.awaitingOwner,
    blocksCalendar: current.blocksCalendar,
    holdExpiresAt: current.holdExpiresAt,
  }
  for (const [key, value] of Object.entries(now) as [keyof typeof now, unknown][]) {
    if (key === 'status' || JSON.stringify(data[key]) === JSON.stringify(originalDoc[key])) Object.assign(fresh, { [key]: value })
  }
  const next = data.status ?? current.status
  const weather = data.weatherCallOff !== undefined && data.weatherCallOff !== originalDoc.weatherCallOff ? data.weatherCallOff : undefined
  if (weather !== undefined && !admin) return { ...data, ...fresh, ...(await weatherChange(req, originalDoc, current.status, weather, data)) }
  if (next === current.status) return { ...data, ...fresh }
  if (admin) return { ...data, ...fresh, status: next, ...(next === 'cancelled' ? { blocksCalendar: false, awaitingOwner: false } : {}) }

  const isCustomer = relationId(originalDoc.customer) === user?.id
  const yacht = relationId(originalDoc.yacht)
  const ownsYacht = yacht
    ? relationId((await req.payload.findByID({ collection: 'yachts', id: yacht, depth: 0, req, overrideAccess: true, disableErrors: true }))?.owner) === user?.id
    : false
  const open = current.status === 'pending' || current.status === 'confirmed'
  const begun = String(originalDoc.startDate ?? '') <= marinaDayOf(new Date())

  // A charter called off for weather may be refunded in full even once it would have begun.
  const calledOff = originalDoc.weatherCallOff === 'awaiting'
  if (next === 'cancelled' && isCustomer && open && (!begun || calledOff)) {
    return { ...data, ...fresh, status: next, blocksCalendar: false, awaitingOwner: false, ...(calledOff ? { weatherCallOff: 'refunded' as const, answerBy: null } : {}) }
  }
  if (ownsYacht && current.status === 'pending' && current.awaitingOwner) {
    if (next === 'confirmed') {
      if (!current.holdLive || !current.blocksCalendar) throw refusalError(BOOKING_MESSAGES, 'requestLapsed', 409)
      return { ...data, ...fresh, status: next, awaitingOwner: false, holdExpiresAt: new Date(Date.now() + PAY_AFTER_CONFIRMATION_HOURS * 3_600_000).toISOString() }
    }
    if (next === 'cancelled') return { ...data, ...fresh, status: next, awaitingOwner: false, blocksCalendar: false }
  }
  throw refusalError(BOOKING_MESSAGES, 'cannotChange', 409)
}

/**
 * A call-off for weather and the customer's answer, by who asks:
 * - the yacht's owner, or crew put on the charter, call off a confirmed charter that has not begun:
 *   its days are let go and the customer has 48 hours to choose;
 * - within them the customer moves it to as many days ahead on the same yacht in the same season,
 *   at the price paid (the days are held under the same constraint as any booking's);
 * - or cancels it for a full refund (the cancellation rule above, refundOnCancel).
 */
async function weatherChange(
  req: PayloadRequest,
  booking: Booking,
  status: Booking['status'],
  wanted: Booking['weatherCallOff'],
  data: Partial<Booking>,
): Promise<Partial<Booking>> {
  const user = req.user
  const today = marinaDayOf(new Date())
  if (wanted === 'awaiting') {
    const yachtId = relationId(booking.yacht)
    const yacht = yachtId ? await req.payload.findByID({ collection: 'yachts', id: yachtId, depth: 0, req, overrideAccess: true, disableErrors: true }) : null
    const onBoard = (booking.crew ?? []).some((member) => relationId(member) === user?.id)
    if (!yacht || (relationId(yacht.owner) !== user?.id && !onBoard)) throw refusalError(BOOKING_MESSAGES, 'cannotChange', 409)
    if (status !== 'confirmed' || String(booking.startDate) <= today || booking.weatherCallOff === 'awaiting') throw refusalError(BOOKING_MESSAGES, 'cannotChange', 409)
    const now = Date.now()
    return { weatherCallOff: 'awaiting', calledOffAt: new Date(now).toISOString(), answerBy: new Date(now + WEATHER_ANSWER_HOURS * 3_600_000).toISOString(), blocksCalendar: false }
  }
  if (wanted === 'rescheduled') {
    if (relationId(booking.customer) !== user?.id || booking.weatherCallOff !== 'awaiting' || status !== 'confirmed') throw refusalError(BOOKING_MESSAGES, 'cannotChange', 409)
    if (!booking.answerBy || Date.parse(booking.answerBy) <= Date.now()) throw refusalError(BOOKING_MESSAGES, 'answerLapsed', 409)
    const start = String(data.startDate ?? '')
    const end = String(data.endDate ?? '')
    const yachtId = relationId(booking.yacht)
    const season = yachtId ? await seasonOfYacht(req.payload, yachtId, req) : null
    const sameSeason = season ? seasonIn(season, Number(String(booking.startDate).slice(0, 4))) : null
    const same =
      start > today &&
      dayCount(start, end) === dayCount(String(booking.startDate), String(booking.endDate)) &&
      (!sameSeason || (start >= sameSeason.start && end <= sameSeason.end))
    if (!same) throw refusalError(BOOKING_MESSAGES, 'rescheduleNotSame', 400)
    return { weatherCallOff: 'rescheduled', answerBy: null, blocksCalendar: true }
  }
  throw refusalError(BOOKING_MESSAGES, 'cannotChange', 409)
}
