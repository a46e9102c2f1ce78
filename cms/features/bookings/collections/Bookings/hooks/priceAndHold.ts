import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'

import { BOOKING_HORIZON_DAYS, HOLD_MINUTES, MAX_BOOKING_DAYS, REQUEST_HOURS } from '@cms/features/bookings/contract/bookings'
import { hasRole } from '@cms/core/contract/roles'
import { addDays, type DayRange, dayCount, marinaDayOf, stayOf } from '@cms/core/contract/marinaDays'
import { firstDayOutOfSeason, seasonOfYacht } from '@cms/features/seasons'
import { minimumDaysFrom, type PriceBreakdown, PriceRefusal, tripPrice, withMemberDiscount, yachtPrice } from '@cms/features/bookings/contract/price'
import { memberDiscountPercent } from '@cms/features/subscriptions'
import type { Booking, TripPackage, Yacht } from '@cms/payload-types'
import { relationId } from '@cms/core/contract/relationId'

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ collection: 'bookings', errors: [{ path, message }] })
}

/** The yacht sails only in its home marina's navigation season: a day out of it is refused. */
async function withinSeason(req: PayloadRequest, yacht: number | Pick<Yacht, 'homeMarina'>, days: DayRange): Promise<void> {
  const season = await seasonOfYacht(req.payload, yacht, req)
  if (season && firstDayOutOfSeason(season, days)) refuse('startDate', 'outOfSeason')
}

/**
 * A new booking, whoever sends it: the yacht (or the trip package and its yacht) must be
 * published and fit the request (guests, minimum days, the dates ahead, within the horizon and in
 * the navigation season of the yacht's marina);
 * the price is computed here from the CMS's prices, whatever the request says, less the booker's
 * member-plan discount while their subscription is active; the booker is the
 * signed-in member; the dates are held for 15 minutes of checkout, or for the owner's 48 hours
 * when the yacht is booked on request.
 */
export const priceAndHold: CollectionBeforeChangeHook<Booking> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'create') {
    // Only an admin may move a booking's days (stateChanges): the instants it holds follow them.
    const moved = (data.startDate !== undefined && data.startDate !== originalDoc?.startDate) || (data.endDate !== undefined && data.endDate !== originalDoc?.endDate)
    if (!moved) return data
    const start = String(data.startDate ?? originalDoc?.startDate ?? '')
    const end = String(data.endDate ?? originalDoc?.endDate ?? '')
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end) || end < start) refuse('endDate', 'endBeforeStart')
    const yachtId = relationId(originalDoc?.yacht)
    if (yachtId !== null) await withinSeason(req, yachtId, { start, end })
    const { startsAt, endsAt } = stayOf(start, end)
    return { ...data, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }
  }
  const payload = req.payload
  const tripId = relationId(data.tripPackage)
  let trip: TripPackage | null = null
  if (tripId !== null) {
    trip = await payload.findByID({ collection: 'trip-packages', id: tripId, depth: 0, req, disableErrors: true })
    if (trip?._status !== 'published') refuse('tripPackage', 'No such trip package.')
  }
  const yachtId = trip ? relationId(trip.yacht) : relationId(data.yacht)
  const yacht: Yacht | null = yachtId === null ? null : await payload.findByID({ collection: 'yachts', id: yachtId, depth: 0, req, disableErrors: true })
  if (yacht?._status !== 'published') return refuse('yacht', 'No such yacht.')

  const startDate = trip ? String(trip.startDate).slice(0, 10) : String(data.startDate ?? '')
  const endDate = trip ? String(trip.endDate).slice(0, 10) : String(data.endDate ?? '')
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(endDate) || endDate < startDate) refuse('endDate', 'endBeforeStart')
  const days = dayCount(startDate, endDate)
  const today = marinaDayOf(new Date())
  if (startDate < today) refuse('startDate', 'startInPast')
  if (startDate > addDays(today, BOOKING_HORIZON_DAYS)) refuse('startDate', 'tooFarAhead')
  if (days > MAX_BOOKING_DAYS) refuse('endDate', 'tooLong')
  await withinSeason(req, yacht, { start: startDate, end: endDate })
  if (!trip && days < minimumDaysFrom(yacht, startDate, days)) refuse('endDate', 'belowMinimumDays')
  const guests = Number(data.guests)
  const capacity = trip ? trip.capacity : yacht.capacity
  if (!Number.isInteger(guests) || guests < 1 || guests > capacity) refuse('guests', 'guestsOverCapacity')

  let price: PriceBreakdown
  try {
    price = trip ? tripPrice(trip) : yachtPrice(yacht, { startDate, days, guests, captain: data.captain === true, services: data.services ?? [] })
  } catch (error) {
    if (error instanceof PriceRefusal) return refuse(error.field, error.code)
    throw error
  }

  const customer = req.user && !hasRole(req.user, 'admin') ? req.user.id : (relationId(data.customer) ?? req.user?.id)
  if (customer) price = withMemberDiscount(price, await memberDiscountPercent(req, customer))

  const now = Date.now()
  const onRequest = !trip && yacht.bookingMode === 'request'
  const holdUntil = new Date(now + (onRequest ? REQUEST_HOURS * 3_600_000 : HOLD_MINUTES * 60_000)).toISOString()
  const { startsAt, endsAt } = stayOf(startDate, endDate)
  return {
    ...data,
    yacht: yacht.id,
    tripPackage: trip?.id ?? null,
    startDate,
    endDate,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    customer,
    status: 'pending',
    awaitingOwner: onRequest,
    paymentStatus: 'unpaid',
    holdExpiresAt: holdUntil,
    blocksCalendar: true,
    currency: price.currency,
    totalPrice: price.total,
    priceBreakdown: price.lines,
  }
}
