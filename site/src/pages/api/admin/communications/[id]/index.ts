import type { APIRoute } from 'astro'

import { mailById } from '../../../../../../../cms/admin/flows/communications'
import { MESSAGES } from '../../../../../../../cms/contract/messages'
import { answerFailure } from '../../../../../lib/server/failures'
import { json, methodNotAllowed, rowId } from '../../../../../lib/server/http'
import { adminOf } from '../../../../../lib/server/visitor'

export const prerender = false

/** GET /api/admin/communications/{id}: one message as it was sent, with its delivery. */
export const GET: APIRoute = async (context) => {
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const id = rowId(context.params.id)
  if (id === null) return json(404, { error: MESSAGES.notFound })
  try {
    const mail = await mailById(signedIn.member, id)
    return mail ? json(200, mail) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
