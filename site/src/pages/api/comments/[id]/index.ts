import { COMMENT_MESSAGES, commentRequestSchema } from '@cms/features/content/contract/comments'
import { MESSAGES } from '@cms/core/contract/messages'
import { editComment } from '@cms/features/content/flows/comments'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { memberRowRoute, parsedBody } from '@site/lib/server/rowRoute'

export const prerender = false

/** PATCH /api/comments/{id} `{ body }`: its author changes it, for 15 minutes after posting; 403 after that or for anyone else's. */
export const PATCH = memberRowRoute(
  async (member, id, context) => {
    const parsed = await parsedBody(context, commentRequestSchema, { maxBytes: 16 * 1024, failure: MESSAGES.somethingWentWrong })
    if (!parsed.ok) return parsed.response
    const outcome = await editComment(member, id, parsed.data.body)
    if (outcome.ok) return json(200, outcome.comment)
    return outcome.reason === 'missing' ? null : json(403, { error: COMMENT_MESSAGES[outcome.reason], code: outcome.reason })
  },
  { changesState: true },
)

export const ALL = methodNotAllowed('PATCH')
