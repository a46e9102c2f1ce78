import { unreadTotal } from '@cms/features/conversations/flows/conversations'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/conversations/unread: how many messages wait unread for the member (the header's count, polled). */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member }) => json(200, { unread: await unreadTotal(member) }),
})

export const ALL = methodNotAllowed('GET')
