import { cancelCrewRequest } from '@cms/features/crew/flows/crew'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/crew/requests/{id}/cancel: the asker cancels their open request; 409 when it is no longer open. */
export const POST = defineRoute({
  who: 'member',
  row: true,
  handle: async ({ member, id }) => {
    const cancelled = await cancelCrewRequest(member, id)
    return cancelled && json(200, cancelled)
  },
})

export const ALL = methodNotAllowed('POST')
