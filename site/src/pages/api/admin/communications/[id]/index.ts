import { mailById } from '@cms/features/admin/flows/communications'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/admin/communications/{id}: one message as it was sent, with its delivery. */
export const GET = defineRoute({
  who: 'admin',
  row: true,
  handle: async ({ member, id }) => {
    const mail = await mailById(member, id)
    return mail && json(200, mail)
  },
})

export const ALL = methodNotAllowed('GET')
