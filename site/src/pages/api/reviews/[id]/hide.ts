import { reviewHideSchema } from '@cms/features/reviews/contract/reviews'
import { hideReview } from '@cms/features/reviews/flows/reviews'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/reviews/{id}/hide `{ hidden? }`: an admin hides the review (or, with `hidden: false`, shows it again); the site rebuilds. */
export const POST = defineRoute({
  who: 'admin',
  row: true,
  body: { json: reviewHideSchema, maxBytes: 1024, optional: true },
  handle: async ({ member, id, body }) => {
    const review = await hideReview(member, id, body.hidden)
    return review && json(200, review)
  },
})

export const ALL = methodNotAllowed('POST')
