import { reviewAnswerSchema } from '@cms/features/reviews/contract/reviews'
import { changeReview } from '@cms/features/reviews/flows/reviews'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/reviews/{id}/answer `{ answer }`: the yacht's owner answers the review in public, once (409 `alreadyAnswered`). */
export const POST = defineRoute({
  who: 'member',
  row: true,
  body: { json: reviewAnswerSchema, maxBytes: 8 * 1024 },
  handle: async ({ member, id, body }) => {
    const review = await changeReview(member, id, { answer: body.answer })
    return review && json(200, review)
  },
})

export const ALL = methodNotAllowed('POST')
