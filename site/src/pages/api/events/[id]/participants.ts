import type { APIRoute } from 'astro'

import { participants } from '@cms/features/events/flows/registrations'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/events/{id}/participants: places taken of the capacity, the waiting list's length, the names of those who agreed to be listed, and the visitor's own place. */
export const GET: APIRoute = async (context) => {
  const eventId = rowId(context.params.id)
  if (eventId === null) return json(404, { error: MESSAGES.notFound })
  try {
    const view = await participants(await visitorOf(context), eventId)
    return view ? json(200, view) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
