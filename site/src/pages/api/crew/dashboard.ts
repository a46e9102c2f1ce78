import { isCrew } from '@cms/features/crew/contract/crew'
import { crewDashboard } from '@cms/features/crew/flows/crew'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusal } from '@site/lib/server/http'

export const prerender = false

/** GET /api/crew/dashboard: a captain's or crew member's profile, the requests they may answer and those they answered; 403 for others. */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member }) => {
    if (!isCrew(member.user)) return refusal(403, 'forbidden')
    return json(200, await crewDashboard(member), { 'cache-control': 'no-store' })
  },
})

export const ALL = methodNotAllowed('GET')
