import { unblockDates } from '@cms/features/bookings/flows/ownerBlocks'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** DELETE /api/owner/blocks/{id}: the owner gives the days back; 404 for a block that is not theirs. */
export const DELETE = defineRoute({
  who: 'member',
  row: true,
  handle: async ({ member, id }) => ((await unblockDates(member, id)) ? json(200, { deleted: id }) : null),
})

export const ALL = methodNotAllowed('DELETE')
