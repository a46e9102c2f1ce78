import { reviewRequestSchema } from '@cms/features/reviews/contract/reviews'
import { changeReview } from '@cms/features/reviews/flows/reviews'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** PATCH /api/reviews/{id} `{ rating, …, body }`: its author changes it, for 48 hours after writing it; 403 `editWindowClosed` after that. */
export const PATCH = defineRoute({
  who: 'member',
  row: true,
  body: { json: reviewRequestSchema, maxBytes: 16 * 1024 },
  handle: async ({ member, id, body }) => {
    const review = await changeReview(member, id, body)
    return review && json(200, review)
  },
})

export const ALL = methodNotAllowed('PATCH')
