import type { APIRoute } from 'astro'

import { isVerified } from '@cms/core/access/verified'
import { CREW_MESSAGES, crewRequestSchema } from '@cms/features/crew/contract/crew'
import { MESSAGES } from '@cms/core/contract/messages'
import { createCrewRequest, myCrewRequests } from '@cms/features/crew/flows/crew'
import { answerFailure } from '@site/lib/server/failures'
import { foreignOrigin, json, methodNotAllowed } from '@site/lib/server/http'
import { parsedBody } from '@site/lib/server/rowRoute'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/crew/requests: the member's own crew requests, newest first, with their answers. */
export const GET: APIRoute = async (context) => {
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  try {
    return json(200, { requests: await myCrewRequests(signedIn.member) }, { 'cache-control': 'no-store' })
  } catch (error) {
    return answerFailure(error)
  }
}

/**
 * POST /api/crew/requests `{ wanted, startDate, endDate, yachtType, region, message }`: asks for a
 * captain or crew. 201 `{ id, status: 'open' }`; 400 with each field's problem.
 */
export const POST: APIRoute = async (context) => {
  const refused = foreignOrigin(context.request, context.url)
  if (refused) return refused
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  if (!isVerified(signedIn.member.user)) return json(403, { error: CREW_MESSAGES.verifyFirst, code: 'verifyFirst' })
  const parsed = await parsedBody(context, crewRequestSchema, { maxBytes: 16 * 1024, failure: MESSAGES.somethingWentWrong })
  if (!parsed.ok) return parsed.response
  try {
    return json(201, await createCrewRequest(signedIn.member, parsed.data))
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET, POST')
