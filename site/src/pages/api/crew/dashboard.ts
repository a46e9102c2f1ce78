import type { APIRoute } from 'astro'

import { isCrew } from '@cms/features/crew/contract/crew'
import { MESSAGES } from '@cms/core/contract/messages'
import { crewDashboard } from '@cms/features/crew/flows/crew'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/crew/dashboard: a captain's or crew member's profile, the requests they may answer and those they answered; 403 for others. */
export const GET: APIRoute = async (context) => {
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  if (!isCrew(signedIn.member.user)) return json(403, { error: MESSAGES.forbidden })
  try {
    return json(200, await crewDashboard(signedIn.member), { 'cache-control': 'no-store' })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
