import type { APIRoute } from 'astro'

import { readablePhotoFile } from '@cms/features/accounts/flows/accountPhoto'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { privateFile } from '@site/lib/server/privateFile'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * GET /api/photos/{id}: a profile photo (its small square), to whoever may see it: the member,
 * admins, or anyone when the member chose a public profile. Others get 404, as for no photo at
 * all. A photo never changes under its id, so browsers keep it, privately, for a day.
 */
export const GET: APIRoute = async (context) => {
  const id = rowId(context.params.id)
  if (id === null) return json(404, { error: MESSAGES.notFound })
  try {
    const file = await readablePhotoFile(await visitorOf(context), id)
    if (!file) return json(404, { error: MESSAGES.notFound })
    return privateFile(file)
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
