import { ownerOverview } from '@cms/features/bookings/flows/ownerOverview'
import { hasRole } from '@cms/core/contract/roles'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusal } from '@site/lib/server/http'

export const prerender = false

/** GET /api/owner/overview: the owner dashboard's yachts, requests, coming bookings and earnings (owners only). */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member }) => {
    if (!hasRole(member.user, 'owner')) return refusal(403, 'forbidden')
    return json(200, await ownerOverview(member))
  },
})

export const ALL = methodNotAllowed('GET')
