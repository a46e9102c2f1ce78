import { reviewReportSchema } from '@cms/features/reviews/contract/reviews'
import { reportReview } from '@cms/features/reviews/flows/reviews'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/reviews/{id}/report `{ reason?, note? }`: tells the admins about someone else's review; 409 `alreadyReported` the second time. */
export const POST = defineRoute({
  who: 'member',
  row: true,
  body: { json: reviewReportSchema, maxBytes: 4 * 1024, optional: true },
  handle: async ({ member, id, body }) => ((await reportReview(member, id, body.reason, body.note)) === 'missing' ? null : json(201, { reported: id })),
})

export const ALL = methodNotAllowed('POST')
