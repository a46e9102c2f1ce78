import type { APIRoute } from 'astro'

import { unblockDates } from '@cms/features/bookings/flows/ownerBlocks'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { foreignOrigin, json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** DELETE /api/owner/blocks/{id}: the owner gives the days back; 404 for a block that is not theirs. */
export const DELETE: APIRoute = async (context) => {
  const refused = foreignOrigin(context.request, context.url)
  if (refused) return refused
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const id = rowId(context.params.id)
  if (id === null) return json(404, { error: MESSAGES.notFound })
  try {
    return (await unblockDates(signedIn.member, id)) ? json(200, { deleted: id }) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('DELETE')
