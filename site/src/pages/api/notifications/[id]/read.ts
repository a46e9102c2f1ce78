import type { APIRoute } from 'astro'

import { MESSAGES } from '../../../../../../cms/contract/messages'
import { markNotificationRead } from '../../../../../../cms/notifications/flows/adminNotifications'
import { answerFailure } from '../../../../lib/server/failures'
import { foreignOrigin, json, methodNotAllowed, rowId } from '../../../../lib/server/http'
import { adminOf } from '../../../../lib/server/visitor'

export const prerender = false

/** PATCH /api/notifications/{id}/read (spec 7): the first half of opening a notification. */
export const PATCH: APIRoute = async (context) => {
  const refused = foreignOrigin(context.request, context.url)
  if (refused) return refused
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const id = rowId(context.params.id)
  if (id === null) return json(404, { error: MESSAGES.notFound })
  try {
    const notification = await markNotificationRead(signedIn.member, id)
    return notification ? json(200, notification) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('PATCH')
