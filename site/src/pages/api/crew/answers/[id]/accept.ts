import { acceptCrewAnswer } from '@cms/features/crew/flows/crew'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { memberRowRoute } from '@site/lib/server/rowRoute'

export const prerender = false

/**
 * POST /api/crew/answers/{id}/accept: the asker accepts one answer to their open request, which
 * fills it; the other answers are turned down and everyone is emailed. 409 when the request is
 * no longer open.
 */
export const POST = memberRowRoute(
  async (member, id) => {
    const accepted = await acceptCrewAnswer(member, id)
    return accepted && json(200, accepted)
  },
  { changesState: true },
)

export const ALL = methodNotAllowed('POST')
