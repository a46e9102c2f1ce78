import { cancelCrewRequest } from '@cms/features/crew/flows/crew'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { memberRowRoute } from '@site/lib/server/rowRoute'

export const prerender = false

/** POST /api/crew/requests/{id}/cancel: the asker cancels their open request; 409 when it is no longer open. */
export const POST = memberRowRoute(
  async (member, id) => {
    const cancelled = await cancelCrewRequest(member, id)
    return cancelled && json(200, cancelled)
  },
  { changesState: true },
)

export const ALL = methodNotAllowed('POST')
