import { commentHideSchema } from '@cms/features/content/contract/comments'
import { hideComment } from '@cms/features/content/flows/comments'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/comments/{id}/hide `{ hidden? }`: an admin hides the comment (or, with `hidden: false`, shows it again). */
export const POST = defineRoute({
  who: 'admin',
  row: true,
  body: { json: commentHideSchema, maxBytes: 1024, optional: true },
  handle: async ({ member, id, body }) => {
    const comment = await hideComment(member, id, body.hidden)
    return comment && json(200, comment)
  },
})

export const ALL = methodNotAllowed('POST')
