import { confirmCaptain } from '@cms/features/crew/flows/club'
import { CLUB_MESSAGES } from '@cms/features/crew/contract/clubs'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { adminRowRoute } from '@site/lib/server/rowRoute'

export const prerender = false

/** POST /api/club/memberships/{id}/confirm: an admin confirms a captain awaiting confirmation; 409 when it does not wait. */
export const POST = adminRowRoute(
  async (admin, id) => {
    const confirmed = await confirmCaptain(admin, id)
    if (confirmed === 'notPending') return json(409, { error: CLUB_MESSAGES.notPending, code: 'notPending' })
    return confirmed && json(200, confirmed)
  },
  { changesState: true },
)

export const ALL = methodNotAllowed('POST')
