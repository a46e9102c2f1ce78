import { commentHideSchema } from '@cms/features/content/contract/comments'
import { MESSAGES } from '@cms/core/contract/messages'
import { hideComment } from '@cms/features/content/flows/comments'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { adminRowRoute, parsedBody } from '@site/lib/server/rowRoute'

export const prerender = false

/** POST /api/comments/{id}/hide `{ hidden? }`: an admin hides the comment (or, with `hidden: false`, shows it again). */
export const POST = adminRowRoute(
  async (admin, id, context) => {
    const parsed = await parsedBody(context, commentHideSchema, { maxBytes: 1024, failure: MESSAGES.somethingWentWrong })
    if (!parsed.ok) return parsed.response
    const comment = await hideComment(admin, id, parsed.data.hidden)
    return comment && json(200, comment)
  },
  { changesState: true },
)

export const ALL = methodNotAllowed('POST')
