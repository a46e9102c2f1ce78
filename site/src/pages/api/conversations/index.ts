import { myConversations } from '@cms/features/conversations/flows/conversations'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/conversations: the member's conversations, the latest first, each with its unread count. */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member }) => json(200, { docs: await myConversations(member) }),
})

export const ALL = methodNotAllowed('GET')
