import { bookingConversation } from '@cms/features/conversations/flows/conversations'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/bookings/{id}/conversation: the booking's conversation (started on first use) for its customer, the yacht's owner or its crew. */
export const POST = defineRoute({
  who: 'member',
  row: true,
  handle: async ({ member, id }) => {
    const conversationId = await bookingConversation(member, id)
    return conversationId === null ? null : json(200, { conversationId })
  },
})

export const ALL = methodNotAllowed('POST')
