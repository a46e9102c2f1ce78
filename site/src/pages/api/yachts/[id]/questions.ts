import { messageRequestSchema } from '@cms/features/conversations/contract/conversations'
import { askOwner } from '@cms/features/conversations/flows/conversations'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/yachts/{id}/questions `{ body }`: a signed-in member asks the yacht's owner, in their
 * question thread for that yacht (contacts masked until they book it). 201 with the conversation's id.
 */
export const POST = defineRoute({
  who: 'verified',
  row: true,
  body: { json: messageRequestSchema, maxBytes: 16 * 1024 },
  handle: async ({ member, id, body }) => json(201, { conversationId: await askOwner(member, id, body.body) }),
})

export const ALL = methodNotAllowed('POST')
