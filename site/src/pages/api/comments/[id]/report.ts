import { COMMENT_MESSAGES, commentReportSchema } from '@cms/features/content/contract/comments'
import { reportComment } from '@cms/features/content/flows/comments'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusalsOf } from '@site/lib/server/http'

export const prerender = false

/** POST /api/comments/{id}/report `{ reason?, note? }`: tells the admins about someone else's comment; 409 when the member already did. */
export const POST = defineRoute({
  who: 'member',
  row: true,
  body: { json: commentReportSchema, maxBytes: 4 * 1024, optional: true },
  handle: async ({ member, id, body }) => {
    const outcome = await reportComment(member, id, body.reason, body.note)
    if (outcome === 'missing') return null
    return outcome === 'already' ? refusalsOf(COMMENT_MESSAGES)(409, 'alreadyReported') : json(201, { reported: id })
  },
})

export const ALL = methodNotAllowed('POST')
