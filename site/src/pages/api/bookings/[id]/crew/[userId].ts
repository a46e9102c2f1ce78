import { MESSAGES } from '@cms/core/contract/messages'
import { takeOffCharter } from '@cms/features/crew/flows/charters'
import { json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { memberRowRoute } from '@site/lib/server/rowRoute'

export const prerender = false

/** DELETE /api/bookings/{id}/crew/{userId}: the yacht's owner takes someone off the charter. 200 `{ crew: [ids] }`. */
export const DELETE = memberRowRoute(
  async (owner, id, context) => {
    const userId = rowId(context.params.userId)
    if (userId === null) return json(404, { error: MESSAGES.notFound })
    const result = await takeOffCharter(owner, id, userId)
    return result && json(200, result)
  },
  { changesState: true },
)

export const ALL = methodNotAllowed('DELETE')
