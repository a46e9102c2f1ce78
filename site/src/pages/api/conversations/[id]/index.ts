import { conversationThread } from '@cms/features/conversations/flows/conversations'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/conversations/{id}: the conversation and its latest messages, read up to the newest; 404 to anyone not a party. */
export const GET = defineRoute({
  who: 'member',
  row: true,
  handle: async ({ member, id }) => {
    const thread = await conversationThread(member, id)
    return thread && json(200, thread)
  },
})

export const ALL = methodNotAllowed('GET')
