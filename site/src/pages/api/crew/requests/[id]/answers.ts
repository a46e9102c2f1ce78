import { CREW_MESSAGES, crewAnswerSchema } from '@cms/features/crew/contract/crew'
import { answerCrewRequest } from '@cms/features/crew/flows/crew'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/crew/requests/{id}/answers `{ message }`: a captain's or crew member's answer to an
 * open request asking for their role. 201 `{ id, status: 'pending' }`; 409 when they already
 * answered it or it is no longer open; 403 when it asks for another role.
 */
export const POST = defineRoute({
  who: 'verified',
  verifyFirst: CREW_MESSAGES.verifyFirst,
  row: true,
  body: { json: crewAnswerSchema, maxBytes: 16 * 1024, optional: true },
  invalidBody: (error) => json(400, { error: MESSAGES.somethingWentWrong, code: 'invalid', errors: fieldErrors(error) }),
  // The one answer per crew member and request is a unique index: a second one is this conflict.
  failure: CREW_MESSAGES.alreadyAnswered,
  handle: async ({ member, id, body }) => {
    const answer = await answerCrewRequest(member, id, body.message)
    return answer && json(201, answer)
  },
})

export const ALL = methodNotAllowed('POST')
