import { COMMENT_MESSAGES, commentRequestSchema } from '@cms/features/content/contract/comments'
import { listComments, postComment } from '@cms/features/content/flows/comments'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, rowId } from '@site/lib/server/http'

export const prerender = false

/** GET /api/events/{id}/comments?page=N: a page of the event's comments, oldest first, rendered. */
export const GET = defineRoute({
  who: 'anyone',
  row: true,
  handle: async ({ visitor, id, context }) => {
    const page = rowId(context.url.searchParams.get('page') ?? '1')
    if (page === null) return json(400, { error: MESSAGES.somethingWentWrong, code: 'invalid', errors: { page: 'outOfRange' } })
    const comments = await listComments(await visitor(), id, page)
    return comments && json(200, comments, { 'cache-control': 'no-store' })
  },
})

/** POST /api/events/{id}/comments `{ body }`: the signed-in, verified member's comment, markdown without HTML. 201 with it as shown. */
export const POST = defineRoute({
  who: 'verified',
  verifyFirst: COMMENT_MESSAGES.verifyFirst,
  row: true,
  // The discussion's bytes: a 2,000-character comment in any script, with room for JSON's escapes.
  body: { json: commentRequestSchema, maxBytes: 16 * 1024, optional: true },
  handle: async ({ member, id, body }) => json(201, await postComment(member, id, body.body)),
})

export const ALL = methodNotAllowed('GET, POST')
