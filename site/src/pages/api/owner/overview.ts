import type { APIRoute } from 'astro'

import { ownerOverview } from '@cms/features/bookings/flows/ownerOverview'
import { MESSAGES } from '@cms/core/contract/messages'
import { hasRole } from '@cms/core/contract/roles'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/owner/overview: the owner dashboard's yachts, requests, coming bookings and earnings (owners only). */
export const GET: APIRoute = async (context) => {
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  if (!hasRole(signedIn.member.user, 'owner')) return json(403, { error: MESSAGES.forbidden })
  try {
    return json(200, await ownerOverview(signedIn.member))
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
