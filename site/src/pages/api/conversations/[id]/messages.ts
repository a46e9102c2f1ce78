import { messageRequestSchema } from '@cms/features/conversations/contract/conversations'
import { postMessage } from '@cms/features/conversations/flows/conversations'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/conversations/{id}/messages `{ body }`: the member's message; 404 to anyone not a party, 429 past the limits. */
export const POST = defineRoute({
  who: 'member',
  row: true,
  body: { json: messageRequestSchema, maxBytes: 16 * 1024 },
  handle: async ({ member, id, body }) => json(201, await postMessage(member, id, body.body)),
})

export const ALL = methodNotAllowed('POST')
