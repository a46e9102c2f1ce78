import { COMMENT_MESSAGES, commentRequestSchema } from '@cms/features/content/contract/comments'
import { editComment } from '@cms/features/content/flows/comments'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusalsOf } from '@site/lib/server/http'

export const prerender = false

/** PATCH /api/comments/{id} `{ body }`: its author changes it, for 15 minutes after posting; 403 after that or for anyone else's. */
export const PATCH = defineRoute({
  who: 'member',
  row: true,
  body: { json: commentRequestSchema, maxBytes: 16 * 1024, optional: true },
  handle: async ({ member, id, body }) => {
    const outcome = await editComment(member, id, body.body)
    if (outcome.ok) return json(200, outcome.comment)
    return outcome.reason === 'missing' ? null : refusalsOf(COMMENT_MESSAGES)(403, outcome.reason)
  },
})

export const ALL = methodNotAllowed('PATCH')
