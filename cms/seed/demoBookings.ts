import type { Payload } from 'payload'

import { addDays, marinaDayOf, stayOf } from '@cms/core/contract/marinaDays'
import { yachtPrice } from '@cms/features/bookings/contract/price'
import { firstDayOutOfSeason, firstStretchInSeasons, lastDayInSeason, type NavigationSeason, seasonOfYacht } from '@cms/features/seasons'
import type { BookingService } from '@cms/features/bookings/contract/bookings'
import type { Booking, Yacht } from '@cms/payload-types'
import { seedRequestContext } from './context'
import { DEMO_CAPTAIN_EMAIL, DEMO_CREW_EMAIL, seedDemoCrew } from './demoCrew'
import { DEMO_SERVICE_COMPANY_EMAIL, seedDemoServiceCompany } from './demoServiceCompany'
import { seedDemoConversation } from './demoConversations'
import { seedDemoReviews } from './demoReviews'

export const DEMO_OWNER_EMAIL = 'owner@baikal-yachts.local'
export const DEMO_SAILOR_EMAIL = 'sailor@baikal-yachts.local'

export type DemoAccounts = { owner: string; sailor: string; captain: string; crew: string; serviceCompany: string }

type DemoBooking = {
  yacht: Yacht
  from: number
  to: number
  guests: number
  status: Booking['status']
  paymentStatus: Booking['paymentStatus']
  awaitingOwner?: boolean
  refunded?: boolean
  services?: BookingService[]
}

/**
 * A fresh portal's demonstration: an owner with two yachts (one booked instantly, one on
 * request) and a sailor with bookings in every state (confirmed and paid, a request waiting for
 * the owner, a confirmed request waiting for payment, a past one, a cancelled and refunded one),
 * so each dashboard has something to show; and the crew of demoCrew.ts and the service company
 * of demoServiceCompany.ts. The accounts share the
 * first admin's password.
 * Written straight to the tables, as history: the booking flow refuses dates in the past.
 */
export async function seedDemoBookings(payload: Payload, password: string): Promise<DemoAccounts | null> {
  const existing = await payload.count({ collection: 'users', where: { email: { in: [DEMO_OWNER_EMAIL, DEMO_SAILOR_EMAIL] } }, overrideAccess: true })
  if (existing.totalDocs > 0) return null
  const yachts = await payload.find({ collection: 'yachts', where: { slug: { in: ['angara', 'olkhon-spirit'] } }, depth: 0, overrideAccess: true })
  const instant = yachts.docs.find((yacht) => yacht.slug === 'angara')
  const onRequest = yachts.docs.find((yacht) => yacht.slug === 'olkhon-spirit')
  if (!instant || !onRequest) return null

  const person = { password, emailVerified: true }
  const owner = await payload.create({
    collection: 'users',
    data: { ...person, email: DEMO_OWNER_EMAIL, firstName: 'Ольга', lastName: 'Капитанова', roles: ['owner'], phone: '+7 914 000-11-22' },
    overrideAccess: true,
  })
  const sailor = await payload.create({
    collection: 'users',
    data: { ...person, email: DEMO_SAILOR_EMAIL, firstName: 'Алексей', lastName: 'Парусов', roles: ['customer'], phone: '+7 914 000-33-44' },
    overrideAccess: true,
  })
  for (const yacht of [instant, onRequest]) {
    await payload.update({ collection: 'yachts', id: yacht.id, data: { owner: owner.id }, overrideAccess: true, context: seedRequestContext })
  }

  const today = marinaDayOf(new Date())
  const seasons = (await Promise.all([instant, onRequest].map((yacht) => seasonOfYacht(payload, yacht)))).filter((season) => season !== null)
  const coming = comingDaysInSeason(seasons, today)
  const past = pastDaysInSeason(seasons, today)
  const plan: DemoBooking[] = [
    { yacht: instant, from: 20, to: 21, guests: 6, status: 'confirmed', paymentStatus: 'paid', services: ['catering', 'water-equipment'] },
    { yacht: onRequest, from: 30, to: 32, guests: 4, status: 'pending', paymentStatus: 'unpaid', awaitingOwner: true },
    { yacht: onRequest, from: 45, to: 47, guests: 8, status: 'confirmed', paymentStatus: 'unpaid' },
    { yacht: instant, from: -30, to: -29, guests: 5, status: 'completed', paymentStatus: 'paid', services: ['catering'] },
    { yacht: instant, from: 60, to: 61, guests: 2, status: 'cancelled', paymentStatus: 'refunded', refunded: true },
  ]
  const withServices: { id: number; services: BookingService[]; past: boolean }[] = []
  let comingCharter: Booking | null = null
  for (const item of plan) {
    const startDate = item.from < 0 ? addDays(past, item.from + 30) : addDays(coming, item.from)
    const endDate = item.from < 0 ? addDays(past, item.to + 30) : addDays(coming, item.to)
    const price = yachtPrice(item.yacht, {
      startDate,
      days: item.to - item.from + 1,
      guests: item.guests,
      captain: item.yacht.captain === 'included',
      services: item.services ?? [],
    })
    const { startsAt, endsAt } = stayOf(startDate, endDate)
    const booking = (await payload.db.create({
      collection: 'bookings',
      data: {
        yacht: item.yacht.id,
        customer: sailor.id,
        startDate,
        endDate,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        guests: item.guests,
        captain: item.yacht.captain === 'included',
        services: item.services ?? [],
        language: 'ru',
        contactName: 'Алексей Парусов',
        contactEmail: DEMO_SAILOR_EMAIL,
        contactPhone: '+7 914 000-33-44',
        status: item.status,
        awaitingOwner: item.awaitingOwner === true,
        paymentStatus: item.paymentStatus,
        paymentMethod: item.paymentStatus === 'unpaid' ? null : 'test-gateway',
        refundedAmount: item.refunded ? price.total : 0,
        holdExpiresAt: item.awaitingOwner ? new Date(Date.now() + 48 * 3_600_000).toISOString() : null,
        blocksCalendar: item.status === 'confirmed' || item.status === 'completed' || item.awaitingOwner === true,
        currency: price.currency,
        totalPrice: price.total,
        priceBreakdown: price.lines,
      },
      req: { context: seedRequestContext } as never,
    })) as Booking
    if (item.services) withServices.push({ id: booking.id, services: item.services, past: item.to < 0 })
    if (item.status === 'confirmed' && item.paymentStatus === 'paid' && !comingCharter) comingCharter = booking
    if (item.paymentStatus !== 'unpaid') {
      await payload.create({
        collection: 'payments',
        data: {
          booking: booking.id,
          customer: sailor.id,
          provider: 'test-gateway',
          amount: price.total,
          currency: price.currency,
          state: item.refunded ? 'refunded' : 'succeeded',
          refundedAmount: item.refunded ? price.total : 0,
          paidFor: true,
        },
        overrideAccess: true,
      })
    }
  }
  await seedDemoCrew(payload, password, sailor.id)
  await seedDemoServiceCompany(payload, password, withServices)
  await seedDemoReviews(payload, { instant, onRequest }, addDays(past, 1))
  if (comingCharter) {
    await seedDemoConversation(payload, { id: comingCharter.id, yacht: instant.id }, { id: sailor.id, name: 'Алексей П.' }, { id: owner.id, name: 'Ольга К.' })
  }
  return { owner: DEMO_OWNER_EMAIL, sailor: DEMO_SAILOR_EMAIL, captain: DEMO_CAPTAIN_EMAIL, crew: DEMO_CREW_EMAIL, serviceCompany: DEMO_SERVICE_COMPANY_EMAIL }
}

/** The plan's coming charters span its days 20 to 61 from this anchor. */
const COMING = { first: 20, last: 61 }

/**
 * The day the coming charters count from: today, unless some of their days would fall out of a
 * yacht's navigation season (a portal started in winter): then as early as they all fit in season.
 */
function comingDaysInSeason(seasons: NavigationSeason[], today: string): string {
  return addDays(firstStretchInSeasons(seasons, addDays(today, COMING.first), COMING.last - COMING.first + 1), -COMING.first)
}

/** The first day of the past charter: a month ago, or the last days of the last season if that was closed. */
function pastDaysInSeason(seasons: NavigationSeason[], today: string): string {
  let end = addDays(today, -29)
  for (const season of seasons) end = lastDayInSeason(season, end)
  // Two days ending there, or starting there when the day before is out of season (it opened then).
  const start = addDays(end, -1)
  return seasons.every((season) => !firstDayOutOfSeason(season, { start, end })) ? start : end
}
