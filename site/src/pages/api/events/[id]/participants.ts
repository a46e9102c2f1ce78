import { participants } from '@cms/features/events/flows/registrations'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/events/{id}/participants: places taken of the capacity, the waiting list's length, the names of those who agreed to be listed, and the visitor's own place. */
export const GET = defineRoute({
  who: 'anyone',
  row: true,
  handle: async ({ visitor, id }) => {
    const view = await participants(await visitor(), id)
    return view && json(200, view)
  },
})

export const ALL = methodNotAllowed('GET')
