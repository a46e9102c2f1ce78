import type { APIRoute } from 'astro'

import { isVerified } from '@cms/core/access/verified'
import { joinClub, leaveClub } from '@cms/features/crew/flows/club'
import { CLUB_MESSAGES, membershipRequestSchema } from '@cms/features/crew/contract/clubs'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { memberRoute } from '@site/lib/server/rowRoute'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * PUT /api/club/membership `{ category, listed? }`: joins the club, or moves to another category.
 * Captains need the captain role (403 otherwise) and await an admin: `status: 'pending'`.
 */
export const PUT: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 1024)
  if (!accepted.ok) return accepted.response
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  if (!isVerified(signedIn.member.user)) return json(403, { error: CLUB_MESSAGES.verifyFirst, code: 'verifyFirst' })
  const parsed = membershipRequestSchema.safeParse(accepted.body ?? {})
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    return json(200, await joinClub(signedIn.member, parsed.data.category, parsed.data.listed))
  } catch (error) {
    return answerFailure(error)
  }
}

/** DELETE /api/club/membership: leaves the club; 404 when the member was not in it. */
export const DELETE = memberRoute(async (member) => ((await leaveClub(member)) ? json(200, { left: true }) : json(404, { error: CLUB_MESSAGES.notMember })), {
  changesState: true,
})

export const ALL = methodNotAllowed('PUT, DELETE')
