import { acceptCrewAnswer } from '@cms/features/crew/flows/crew'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/crew/answers/{id}/accept: the asker accepts one answer to their open request, which
 * fills it; the other answers are turned down and everyone is emailed. 409 when the request is
 * no longer open.
 */
export const POST = defineRoute({
  who: 'member',
  row: true,
  handle: async ({ member, id }) => {
    const accepted = await acceptCrewAnswer(member, id)
    return accepted && json(200, accepted)
  },
})

export const ALL = methodNotAllowed('POST')
