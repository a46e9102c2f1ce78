import type { APIRoute } from 'astro'

import { isVerified } from '@cms/core/access/verified'
import { CREW_MESSAGES, crewProfileSchema, isCrew } from '@cms/features/crew/contract/crew'
import { MESSAGES } from '@cms/core/contract/messages'
import { deleteCrewProfile, myCrewProfile, saveCrewProfile } from '@cms/features/crew/flows/crew'
import { answerFailure } from '@site/lib/server/failures'
import { foreignOrigin, json, methodNotAllowed } from '@site/lib/server/http'
import { memberRoute, parsedBody } from '@site/lib/server/rowRoute'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/crew/profile: the signed-in member's crew profile, or `{ profile: null }`. */
export const GET = memberRoute(async (member) => json(200, { profile: await myCrewProfile(member) }, { 'cache-control': 'no-store' }), { changesState: false })

/** PUT /api/crew/profile: writes the crew member's profile (every field); 403 for members without a crew role. */
export const PUT: APIRoute = async (context) => {
  const refused = foreignOrigin(context.request, context.url)
  if (refused) return refused
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  if (!isVerified(signedIn.member.user)) return json(403, { error: CREW_MESSAGES.verifyFirst, code: 'verifyFirst' })
  if (!isCrew(signedIn.member.user)) return json(403, { error: CREW_MESSAGES.crewOnly, code: 'crewOnly' })
  const parsed = await parsedBody(context, crewProfileSchema, { maxBytes: 16 * 1024, failure: MESSAGES.somethingWentWrong })
  if (!parsed.ok) return parsed.response
  try {
    return json(200, { profile: await saveCrewProfile(signedIn.member, parsed.data) })
  } catch (error) {
    return answerFailure(error)
  }
}

/** DELETE /api/crew/profile: removes it; 404 when there was none. */
export const DELETE = memberRoute(async (member) => ((await deleteCrewProfile(member)) ? json(200, { deleted: true }) : json(404, { error: MESSAGES.notFound })), {
  changesState: true,
})

export const ALL = methodNotAllowed('GET, PUT, DELETE')
