import { blockRequestSchema } from '@cms/features/bookings/contract/bookings'
import { blockDates } from '@cms/features/bookings/flows/ownerBlocks'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusal } from '@site/lib/server/http'

export const prerender = false

/** POST /api/owner/blocks `{ yachtId, startDate, endDate, note? }`: 201 with the block; 409 when a booking or a block holds any of the days. */
export const POST = defineRoute({
  who: 'member',
  body: { json: blockRequestSchema, maxBytes: 2048 },
  handle: async ({ member, body }) => {
    const outcome = await blockDates(member, body)
    return outcome.ok ? json(201, outcome.block) : refusal(409, 'datesTaken')
  },
})

export const ALL = methodNotAllowed('POST')
