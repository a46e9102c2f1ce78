import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { relationId } from '@cms/core/contract/relationId'
import { visibleRow } from '@cms/core/db/visibleRow'
import { type Member, visitorRequest } from '@cms/core/visitor'
import type { Review } from '@cms/payload-types'
import { type BookingReviewState, lastReviewDay, type ReviewReportReason, type ReviewRequest, type ReviewView, reviewEditableUntil } from '../contract/reviews'

/** A review as the portal shows it: public facts only. */
function toReviewView(review: Review): ReviewView {
  return {
    id: review.id,
    yachtId: relationId(review.yacht) ?? null,
    bookingId: relationId(review.booking) ?? 0,
    authorName: review.authorName ?? '',
    rating: review.rating,
    yachtRating: review.yachtRating ?? null,
    crewRating: review.crewRating ?? null,
    valueRating: review.valueRating ?? null,
    body: review.body,
    language: review.language === 'en' ? 'en' : 'ru',
    sailedOn: review.sailedOn ?? '',
    createdAt: review.createdAt,
    editedAt: review.editedAt ?? null,
    answer: review.answer ?? null,
    answeredAt: review.answeredAt ?? null,
    hidden: review.hidden === true,
  }
}

type PastBooking = { id: number; mine: boolean; status: string; endDate: string }

/**
 * What each of the member's own completed charters shows of its review: the review and until when
 * they may change it, or until when they may write one. Others' bookings (an owner's yachts') get none.
 */
export async function reviewStatesOf(member: Member, bookings: readonly PastBooking[]): Promise<Map<number, BookingReviewState>> {
  const own = bookings.filter((booking) => booking.mine && booking.status === 'completed')
  const states = new Map<number, BookingReviewState>()
  if (own.length === 0) return states
  // Which booking a review is of is private to its author and staff (not a field a member may
  // filter by): the server asks, for this member's own reviews only.
  const { docs } = await member.payload.find({
    collection: 'reviews',
    where: { and: [{ booking: { in: own.map((booking) => booking.id) } }, { author: { equals: member.user.id } }] },
    limit: own.length,
    depth: 0,
    overrideAccess: true,
  })
  const byBooking = new Map(docs.map((review) => [relationId(review.booking), review]))
  const today = marinaDayOf(new Date())
  const now = Date.now()
  for (const booking of own) {
    const review = byBooking.get(booking.id)
    const until = review ? reviewEditableUntil(review.createdAt) : null
    const lastDay = lastReviewDay(booking.endDate)
    states.set(booking.id, {
      review: review ? toReviewView(review) : null,
      reviewableUntil: !review && today <= lastDay ? lastDay : null,
      editableUntil: review && until && !review.hidden && until.getTime() > now ? until.toISOString() : null,
    })
  }
  return states
}

/** The member's review of their completed charter; the collection checks the charter, the writer, the window and that it is the first. */
export async function writeBookingReview(member: Member, bookingId: number, request: ReviewRequest): Promise<ReviewView> {
  const created = await member.payload.create({
    collection: 'reviews',
    data: { booking: bookingId, ...request, language: member.language },
    depth: 0,
    overrideAccess: false,
    req: await visitorRequest(member),
  })
  return toReviewView(created)
}

/** Changes a review the member may change (their own, for 48 hours); null when they may not see or change it. */
export async function changeReview(
  member: Member,
  id: number,
  data: Partial<Pick<Review, 'rating' | 'yachtRating' | 'crewRating' | 'valueRating' | 'body' | 'answer'>>,
): Promise<ReviewView | null> {
  const req = await visitorRequest(member)
  if (!(await visibleRow(member, 'reviews', id, { req }))) return null
  const updated = await member.payload.update({ collection: 'reviews', id, data, depth: 0, overrideAccess: false, req })
  return toReviewView(updated)
}

export type ReportOutcome = 'reported' | 'missing'

/** Reports another's review to the admins, once (the collection refuses a second and one's own). */
export async function reportReview(member: Member, id: number, reason: ReviewReportReason, note: string): Promise<ReportOutcome> {
  const req = await visitorRequest(member)
  if (!(await visibleRow(member, 'reviews', id, { req }))) return 'missing'
  await member.payload.create({ collection: 'review-reports', data: { review: id, reporter: member.user.id, reason, note }, depth: 0, overrideAccess: false, req })
  return 'reported'
}

/** An admin hides a review from everyone but its author, or shows it again. */
export async function hideReview(admin: Member, id: number, hidden: boolean): Promise<ReviewView | null> {
  const req = await visitorRequest(admin)
  if (!(await visibleRow(admin, 'reviews', id, { req }))) return null
  return toReviewView(await admin.payload.update({ collection: 'reviews', id, data: { hidden }, depth: 0, overrideAccess: false, req }))
}

/** The reviews of the owner's yachts, newest first: what their dashboard lists to answer. */
export async function reviewsOfMyYachts(member: Member): Promise<ReviewView[]> {
  const req = await visitorRequest(member)
  // Who owns a yacht is no field anyone may filter by: the server asks, for this owner's own yachts only.
  const yachts = await member.payload.find({ collection: 'yachts', where: { owner: { equals: member.user.id } }, select: {}, limit: 1000, depth: 0, overrideAccess: true, req })
  if (yachts.docs.length === 0) return []
  const { docs } = await member.payload.find({
    collection: 'reviews',
    where: { yacht: { in: yachts.docs.map((yacht) => yacht.id) } },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: false,
    req,
  })
  return docs.map(toReviewView)
}
