import { CLUB_MESSAGES } from '@cms/features/crew/contract/clubs'
import { confirmCaptain } from '@cms/features/crew/flows/club'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusalsOf } from '@site/lib/server/http'

export const prerender = false

/** POST /api/club/memberships/{id}/confirm: an admin confirms a captain awaiting confirmation; 409 when it does not wait. */
export const POST = defineRoute({
  who: 'admin',
  row: true,
  handle: async ({ member, id }) => {
    const confirmed = await confirmCaptain(member, id)
    if (confirmed === 'notPending') return refusalsOf(CLUB_MESSAGES)(409, 'notPending')
    return confirmed && json(200, confirmed)
  },
})

export const ALL = methodNotAllowed('POST')
