import { COMMENT_MESSAGES, commentReportSchema } from '@cms/features/content/contract/comments'
import { MESSAGES } from '@cms/core/contract/messages'
import { reportComment } from '@cms/features/content/flows/comments'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { memberRowRoute, parsedBody } from '@site/lib/server/rowRoute'

export const prerender = false

/** POST /api/comments/{id}/report `{ reason?, note? }`: tells the admins about someone else's comment; 409 when the member already did. */
export const POST = memberRowRoute(
  async (member, id, context) => {
    const parsed = await parsedBody(context, commentReportSchema, { maxBytes: 4 * 1024, failure: MESSAGES.somethingWentWrong })
    if (!parsed.ok) return parsed.response
    const outcome = await reportComment(member, id, parsed.data.reason, parsed.data.note)
    if (outcome === 'missing') return null
    return outcome === 'already' ? json(409, { error: COMMENT_MESSAGES.alreadyReported, code: 'alreadyReported' }) : json(201, { reported: id })
  },
  { changesState: true },
)

export const ALL = methodNotAllowed('POST')
