import type { Payload } from 'payload'

import { addDays, stayOf } from '@cms/core/contract/marinaDays'
import { shownName } from '@cms/core/contract/shownName'
import { yachtPrice } from '@cms/features/bookings/contract/price'
import type { Booking, Review, Yacht } from '@cms/payload-types'
import { seedRequestContext } from './context'

type DemoReview = {
  guest: { email: string; firstName: string; lastName: string; language: 'ru' | 'en' }
  yacht: Yacht
  /** Days before the demo sailor's past charter that this one ended. */
  daysBefore: number
  review: Pick<Review, 'rating' | 'yachtRating' | 'crewRating' | 'valueRating' | 'body'>
  answer?: string
}

/**
 * Three earlier guests of the demo owner's yachts, each with a completed charter of the last season
 * and its review (one answered by the owner), so that a fresh portal's yacht pages, cards and
 * catalogue sort show what reviews look like. Written straight to the tables, as history: the
 * review rules (a charter of the last 60 days, its customer's) hold for what members write.
 */
export async function seedDemoReviews(payload: Payload, yachts: { instant: Yacht; onRequest: Yacht }, pastCharterEnd: string): Promise<void> {
  const req = { context: seedRequestContext } as never
  const plan: DemoReview[] = [
    {
      guest: { email: 'maria.guest@baikal-yachts.local', firstName: 'Мария', lastName: 'Соболева', language: 'ru' },
      yacht: yachts.instant,
      daysBefore: 12,
      review: {
        rating: 5,
        yachtRating: 5,
        crewRating: 5,
        valueRating: 4,
        body: 'Два дня на Малом Море: чистая яхта, капитан показал бухты, куда не доходят катера с туристами. Вечером уха на берегу. Поедем снова.',
      },
      answer: 'Спасибо, Мария! Ждём вас в следующую навигацию — покажем Ушканьи острова.',
    },
    {
      guest: { email: 'james.guest@baikal-yachts.local', firstName: 'James', lastName: 'Whitfield', language: 'en' },
      yacht: yachts.instant,
      daysBefore: 24,
      review: {
        rating: 4,
        yachtRating: 4,
        crewRating: 5,
        valueRating: null,
        body: 'A calm, clear day from Listvyanka with a skipper who spoke good English. The cabin was small for three of us, but the lake made up for it.',
      },
    },
    {
      guest: { email: 'irina.guest@baikal-yachts.local', firstName: 'Ирина', lastName: 'Кедрова', language: 'ru' },
      yacht: yachts.onRequest,
      daysBefore: 18,
      review: {
        rating: 5,
        yachtRating: 5,
        crewRating: 5,
        valueRating: 5,
        body: 'Владелица ответила на запрос за час, катамаран просторный, детям понравилось купаться в Чивыркуйском заливе. Всё как обещали.',
      },
    },
  ]
  for (const item of plan) {
    // History too: accounts without a password (nobody signs in as them), and no "new member" bell for admins.
    const guest = await payload.db.create({
      collection: 'users',
      data: { emailVerified: true, email: item.guest.email, firstName: item.guest.firstName, lastName: item.guest.lastName, roles: ['customer'] },
      req,
    })
    const endDate = addDays(pastCharterEnd, -item.daysBefore)
    const startDate = addDays(endDate, -1)
    const price = yachtPrice(item.yacht, { startDate, days: 2, guests: 2, captain: item.yacht.captain === 'included', services: [] })
    const { startsAt, endsAt } = stayOf(startDate, endDate)
    const booking = (await payload.db.create({
      collection: 'bookings',
      data: {
        yacht: item.yacht.id,
        customer: guest.id,
        startDate,
        endDate,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        guests: 2,
        captain: item.yacht.captain === 'included',
        services: [],
        language: item.guest.language,
        contactName: `${item.guest.firstName} ${item.guest.lastName}`,
        contactEmail: item.guest.email,
        contactPhone: '+7 914 000-00-00',
        status: 'completed',
        paymentStatus: 'paid',
        paymentMethod: 'test-gateway',
        refundedAmount: 0,
        blocksCalendar: true,
        currency: price.currency,
        totalPrice: price.total,
        priceBreakdown: price.lines,
      },
      req,
    })) as Booking
    const written = `${addDays(endDate, 2)}T09:00:00.000Z`
    await payload.db.create({
      collection: 'reviews',
      data: {
        booking: booking.id,
        author: guest.id,
        authorName: shownName(item.guest),
        yacht: item.yacht.id,
        sailedOn: endDate,
        language: item.guest.language,
        ...item.review,
        answer: item.answer ?? null,
        answeredAt: item.answer ? `${addDays(endDate, 3)}T09:00:00.000Z` : null,
        hidden: false,
        createdAt: written,
        updatedAt: written,
      },
      req,
    })
  }
}
