import { writtenDuration } from '@cms/core/contract/duration'
import { z } from '@cms/core/contract/zodSettings'
import { COMMENT_REPORT_REASONS } from '@cms/features/content/contract/comments'

/**
 * Reviews of completed charters (issue "Reviews from real charters…"): the charter's customer rates
 * it within 60 days of its end, may change the review for 48 hours, the yacht's owner answers once
 * in public, members report and admins hide, as with comments.
 */
export const RATING_MIN = 1
/** Spec 9's rating scale. */
export const RATING_MAX = 5
/** Days after a charter's last day that its customer may still review it. */
export const REVIEW_WINDOW_DAYS = 60
/** Hours after writing that its author may still change a review. */
const REVIEW_EDIT_HOURS = 48
export const REVIEW_EDIT_WINDOW_MS = REVIEW_EDIT_HOURS * 3_600_000
export const REVIEW_BODY_MIN = 10
export const REVIEW_BODY_MAX = 3000
export const REVIEW_ANSWER_MAX = 2000
/** New reviews per account and day, and reports of reviews per account and hour. */
export const REVIEWS_PER_DAY = 10
export const REVIEW_REPORTS_PER_HOUR = 30
/** How many of a yacht's reviews its page shows, newest first, the page's language first. */
export const REVIEWS_ON_YACHT_PAGE = 6
/** Below this many published reviews the home badge keeps the editor's text (spec 5's default). */
export const BADGE_MIN_REVIEWS = 10

/** The parts of a charter a guest may rate besides the whole. */
export const RATING_ASPECTS = ['yachtRating', 'crewRating', 'valueRating'] as const

export const REVIEW_REPORT_REASONS = COMMENT_REPORT_REASONS
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS.values)[number]

/** The API's words; the islands show their own, in the page's language, by `code`. */
export const REVIEW_MESSAGES = {
  notCompleted: 'Only a completed charter can be reviewed.',
  windowClosed: `A charter can be reviewed for ${writtenDuration(REVIEW_WINDOW_DAYS, 'day', 'en')} after it ends.`,
  alreadyReviewed: 'This charter already has a review.',
  editWindowClosed: `A review can be changed for ${writtenDuration(REVIEW_EDIT_HOURS, 'hour', 'en')} after it is written.`,
  notYours: 'Only its author can change a review.',
  notOwner: "Only the yacht's owner can answer a review.",
  alreadyAnswered: 'This review already has an answer.',
  alreadyReported: 'You have already reported this review.',
  ownReview: 'You cannot report your own review.',
} as const

const stars = z.number('ratingInvalid').int('ratingInvalid').min(RATING_MIN, 'ratingInvalid').max(RATING_MAX, 'ratingInvalid')
const body = z.string('required').trim().min(REVIEW_BODY_MIN, 'tooShort').max(REVIEW_BODY_MAX, 'tooLong')

/** POST /api/bookings/{id}/review and PATCH /api/reviews/{id}: the stars, optional aspects, the text. */
export const reviewRequestSchema = z.strictObject(
  { rating: stars, yachtRating: stars.nullable().optional(), crewRating: stars.nullable().optional(), valueRating: stars.nullable().optional(), body },
  'bodyInvalid',
)
export type ReviewRequest = z.output<typeof reviewRequestSchema>

/** POST /api/reviews/{id}/answer: the owner's one public answer. */
export const reviewAnswerSchema = z.strictObject({ answer: z.string('required').trim().min(1, 'required').max(REVIEW_ANSWER_MAX, 'tooLong') }, 'bodyInvalid')

/** POST /api/reviews/{id}/report. */
export const reviewReportSchema = z.strictObject(
  {
    reason: z.enum(REVIEW_REPORT_REASONS.values, 'required').default('other'),
    note: z.string('bodyInvalid').trim().max(500, 'tooLong').default(''),
  },
  'bodyInvalid',
)

/** POST /api/reviews/{id}/hide: hide (the default) or show again. */
export const reviewHideSchema = z.strictObject({ hidden: z.boolean('bodyInvalid').default(true) }, 'bodyInvalid')

/** A review as the site and the islands show it: public facts only (the author by first name and initial). */
export type ReviewView = {
  id: number
  yachtId: number | null
  bookingId: number
  authorName: string
  rating: number
  yachtRating: number | null
  crewRating: number | null
  valueRating: number | null
  body: string
  language: 'ru' | 'en'
  /** The charter's last day, 'YYYY-MM-DD'. */
  sailedOn: string
  createdAt: string
  editedAt: string | null
  answer: string | null
  answeredAt: string | null
  hidden: boolean
}

/** What the customer's past booking shows of its review: the review, or until when one may be written. */
export type BookingReviewState = {
  review: ReviewView | null
  /** The last day a review may be written ('YYYY-MM-DD'), null once it is too late or one exists. */
  reviewableUntil: string | null
  /** Until when the customer may change their review (ISO), null once they may not. */
  editableUntil: string | null
}

/** The moment a review written at `createdAt` stops being editable by its author. */
export function reviewEditableUntil(createdAt: string | Date): Date {
  return new Date(new Date(createdAt).getTime() + REVIEW_EDIT_WINDOW_MS)
}

/** The last day ('YYYY-MM-DD') a charter that ended on `endDate` may be reviewed. */
export function lastReviewDay(endDate: string): string {
  const day = new Date(`${endDate}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + REVIEW_WINDOW_DAYS)
  return day.toISOString().slice(0, 10)
}

export type RatingSummary = { average: number; count: number }

/** The average of ratings to one decimal (4.85 → 4.9) and their count; null with none. */
export function ratingSummary(ratings: readonly number[]): RatingSummary | null {
  if (ratings.length === 0) return null
  const sum = ratings.reduce((total, rating) => total + rating, 0)
  return { average: Math.round((sum / ratings.length) * 10) / 10, count: ratings.length }
}

/** Reviews grouped by what they are of (a yacht's id, a trip package's id) and summed up. */
export function summariesBy<T>(reviews: readonly T[], keyOf: (review: T) => number | null, ratingOf: (review: T) => number): Map<number, RatingSummary> {
  const ratings = new Map<number, number[]>()
  for (const review of reviews) {
    const key = keyOf(review)
    if (key === null) continue
    ratings.set(key, [...(ratings.get(key) ?? []), ratingOf(review)])
  }
  return new Map([...ratings].map(([key, list]) => [key, ratingSummary(list) as RatingSummary]))
}

/**
 * The reviews a page shows: those in its language first, then the others, each part newest first,
 * at most `limit`.
 */
export function latestReviews<T extends { language: string; createdAt: string }>(reviews: readonly T[], language: string, limit: number): T[] {
  const newestFirst = [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  return [...newestFirst.filter((review) => review.language === language), ...newestFirst.filter((review) => review.language !== language)].slice(0, limit)
}
