import { takeOffCharter } from '@cms/features/crew/flows/charters'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, rowId } from '@site/lib/server/http'

export const prerender = false

/** DELETE /api/bookings/{id}/crew/{userId}: the yacht's owner takes someone off the charter. 200 `{ crew: [ids] }`. */
export const DELETE = defineRoute({
  who: 'member',
  row: true,
  handle: async ({ member, id, context }) => {
    const userId = rowId(context.params.userId)
    if (userId === null) return null
    const result = await takeOffCharter(member, id, userId)
    return result && json(200, result)
  },
})

export const ALL = methodNotAllowed('DELETE')
