import { mailById } from '@cms/features/admin/flows/communications'
import { adminRowRoute } from '@site/lib/server/rowRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/admin/communications/{id}: one message as it was sent, with its delivery. */
export const GET = adminRowRoute(
  async (admin, id) => {
    const mail = await mailById(admin, id)
    return mail && json(200, mail)
  },
  { changesState: false },
)

export const ALL = methodNotAllowed('GET')
