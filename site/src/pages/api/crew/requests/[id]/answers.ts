import { isVerified } from '@cms/core/access/verified'
import { CREW_MESSAGES, crewAnswerSchema } from '@cms/features/crew/contract/crew'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerCrewRequest } from '@cms/features/crew/flows/crew'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { memberRowRoute, parsedBody } from '@site/lib/server/rowRoute'

export const prerender = false

/**
 * POST /api/crew/requests/{id}/answers `{ message }`: a captain's or crew member's answer to an
 * open request asking for their role. 201 `{ id, status: 'pending' }`; 409 when they already
 * answered it or it is no longer open; 403 when it asks for another role.
 */
export const POST = memberRowRoute(
  async (member, id, context) => {
    if (!isVerified(member.user)) return json(403, { error: CREW_MESSAGES.verifyFirst, code: 'verifyFirst' })
    const parsed = await parsedBody(context, crewAnswerSchema, { maxBytes: 16 * 1024, failure: MESSAGES.somethingWentWrong })
    if (!parsed.ok) return parsed.response
    const answer = await answerCrewRequest(member, id, parsed.data.message)
    return answer && json(201, answer)
  },
  // The one answer per crew member and request is a unique index: a second one is this conflict.
  { changesState: true, failure: CREW_MESSAGES.alreadyAnswered },
)

export const ALL = methodNotAllowed('POST')
