import { reviewRequestSchema } from '@cms/features/reviews/contract/reviews'
import { writeBookingReview } from '@cms/features/reviews/flows/reviews'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/bookings/{id}/review `{ rating, yachtRating?, crewRating?, valueRating?, body }`: the
 * customer reviews their completed charter, in the language of the page. 201 with the review; 404
 * for a booking that is not theirs; 409 `notCompleted`, `windowClosed` (60 days after its end) or
 * `alreadyReviewed`; 400 with per-field codes.
 */
export const POST = defineRoute({
  who: 'member',
  row: true,
  body: { json: reviewRequestSchema, maxBytes: 16 * 1024 },
  handle: async ({ member, id, body }) => json(201, await writeBookingReview(member, id, body)),
})

export const ALL = methodNotAllowed('POST')
