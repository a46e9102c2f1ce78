import type { APIRoute } from 'astro'

import { cancelRegistration } from '@cms/features/events/flows/registrations'
import { MESSAGES } from '@cms/core/contract/messages'
import { REGISTRATION_MESSAGES } from '@cms/features/events/contract/registrations'
import { answerFailure } from '@site/lib/server/failures'
import { foreignOrigin, json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** DELETE /api/events/{id}/registrations/me: cancels the member's place; the first on the waiting list moves up. 404 when they had none. */
export const DELETE: APIRoute = async (context) => {
  const refused = foreignOrigin(context.request, context.url)
  if (refused) return refused
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const eventId = rowId(context.params.id)
  if (eventId === null) return json(404, { error: MESSAGES.notFound })
  try {
    return (await cancelRegistration(signedIn.member, eventId)) ? json(200, { status: 'cancelled' }) : json(404, { error: REGISTRATION_MESSAGES.notRegistered })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('DELETE')
