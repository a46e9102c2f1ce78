import type { APIRoute } from 'astro'

import { MESSAGES } from '../../../../../../cms/contract/messages'
import { deleteNotification } from '../../../../../../cms/notifications/flows/adminNotifications'
import { answerFailure } from '../../../../lib/server/failures'
import { foreignOrigin, json, methodNotAllowed, rowId } from '../../../../lib/server/http'
import { adminOf } from '../../../../lib/server/visitor'

export const prerender = false

/** DELETE /api/notifications/{id} (spec 7): the second half of opening a notification. */
export const DELETE: APIRoute = async (context) => {
  const refused = foreignOrigin(context.request, context.url)
  if (refused) return refused
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const id = rowId(context.params.id)
  if (id === null) return json(404, { error: MESSAGES.notFound })
  try {
    return (await deleteNotification(signedIn.member, id)) ? json(200, { deleted: id }) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('DELETE')
