import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { MESSAGES } from '@cms/core/contract/messages'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import { shownName } from '@cms/core/contract/shownName'
import { executorFor } from '@cms/core/db/executorFor'
import { refusalError } from '@cms/core/errors/refusalError'
import type { Review } from '@cms/payload-types'
import { lastReviewDay, REVIEW_MESSAGES, reviewEditableUntil } from '@cms/features/reviews/contract/reviews'

type BookingRow = { customer_id: number | null; status: string; end_date: string | null; yacht_id: number | null; trip_package_id: number | null }

/** What the author may change of their review; the owner's answer and an admin's hiding are apart. */
const AUTHORS_FIELDS = ['rating', 'yachtRating', 'crewRating', 'valueRating', 'body', 'language'] as const

/**
 * A review is of a charter its writer completed as its customer, within 60 days of its last day,
 * and each charter has one. The booking row is locked while this is decided, so two reviews of one
 * charter sent at once are decided one after the other (the unique index on `booking` stays the
 * last word). The author, their shown name, the yacht, the trip package and the last day come from
 * the booking, never from the request: an admin too writes only their own charters' reviews.
 */
async function newReview(req: PayloadRequest, data: Partial<Review>): Promise<Partial<Review>> {
  const user = req.user
  if (!user) throw refusalError(MESSAGES, 'notSignedIn', 401)
  const bookingId = relationId(data.booking)
  // Without a booking the field's own check answers (400).
  if (!bookingId) return data
  const db = await executorFor(req)
  const found = await db.execute(sql`SELECT customer_id, status, end_date, yacht_id, trip_package_id FROM bookings WHERE id = ${bookingId} FOR UPDATE`)
  const booking = found.rows[0] as BookingRow | undefined
  if (!booking || booking.customer_id !== user.id) throw refusalError(MESSAGES, 'notFound', 404)
  if (booking.status !== 'completed' || !booking.end_date) throw refusalError(REVIEW_MESSAGES, 'notCompleted', 409)
  if (marinaDayOf(new Date()) > lastReviewDay(booking.end_date)) throw refusalError(REVIEW_MESSAGES, 'windowClosed', 409)
  const existing = await db.execute(sql`SELECT 1 FROM reviews WHERE booking_id = ${bookingId}`)
  if (existing.rows.length > 0) throw refusalError(REVIEW_MESSAGES, 'alreadyReviewed', 409)
  return {
    ...data,
    booking: bookingId,
    author: user.id,
    authorName: shownName(user) || '—',
    yacht: booking.yacht_id,
    tripPackage: booking.trip_package_id,
    sailedOn: booking.end_date,
    editedAt: null,
    answer: null,
    answeredAt: null,
    hidden: false,
    hiddenAt: null,
    hiddenBy: null,
  }
}

const changed = (data: Partial<Review>, original: Review, field: keyof Review) =>
  data[field] !== undefined && JSON.stringify(data[field] ?? null) !== JSON.stringify(original[field] ?? null)

/**
 * Who changes what of a review (the collection's update access already narrows members to their
 * fresh reviews and their yachts' reviews; this says why a change is refused):
 * - its author the stars and the text, for 48 hours after writing it, while it is visible;
 * - the yacht's owner writes one public answer;
 * - admins hide or show it, and may change anything.
 */
async function changeOfReview(req: PayloadRequest, data: Partial<Review>, original: Review): Promise<Partial<Review>> {
  const user = req.user
  const admin = hasRole(user, 'admin')
  const next: Partial<Review> = { ...data }
  const authorChanges = AUTHORS_FIELDS.some((field) => changed(data, original, field))
  if (authorChanges) {
    if (!admin) {
      if (relationId(original.author) !== user?.id) throw refusalError(REVIEW_MESSAGES, 'notYours', 403)
      if (original.hidden || reviewEditableUntil(original.createdAt).getTime() <= Date.now()) throw refusalError(REVIEW_MESSAGES, 'editWindowClosed', 403)
    }
    next.editedAt = new Date().toISOString()
  }
  if (changed(data, original, 'answer')) {
    if (!admin) {
      const db = await executorFor(req)
      const yachtId = relationId(original.yacht)
      const owner = yachtId ? (await db.execute(sql`SELECT owner_id FROM yachts WHERE id = ${yachtId}`)).rows[0] : undefined
      if (!owner || (owner as { owner_id: number | null }).owner_id !== user?.id) throw refusalError(REVIEW_MESSAGES, 'notOwner', 403)
      // The row as it is now, locked: of two answers sent at once, the second sees the first.
      const now = (await db.execute(sql`SELECT answer, hidden FROM reviews WHERE id = ${original.id} FOR UPDATE`)).rows[0] as
        | { answer: string | null; hidden: boolean | null }
        | undefined
      if (!now || now.hidden) throw refusalError(MESSAGES, 'notFound', 404)
      if (now.answer?.trim()) throw refusalError(REVIEW_MESSAGES, 'alreadyAnswered', 409)
    }
    next.answeredAt = data.answer ? new Date().toISOString() : null
  }
  if (changed(data, original, 'hidden')) {
    next.hiddenAt = data.hidden ? new Date().toISOString() : null
    next.hiddenBy = data.hidden ? (user?.id ?? null) : null
  }
  return next
}

export const writeReview: CollectionBeforeChangeHook<Review> = async ({ data, operation, originalDoc, req }) =>
  operation === 'create' || !originalDoc ? newReview(req, data) : changeOfReview(req, data, originalDoc)
