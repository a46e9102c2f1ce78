import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { MESSAGES } from '@cms/core/contract/messages'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import { shownName } from '@cms/core/contract/shownName'
import { executorFor } from '@cms/core/db/executorFor'
import { refusalError } from '@cms/core/errors/refusalError'
import { CONVERSATION_MESSAGES, MESSAGES_PER_CONVERSATION_HOUR, maskContacts } from '@cms/features/conversations/contract/conversations'
import type { Message } from '@cms/payload-types'
import { conversationIdsOf } from '@cms/features/conversations/membership'

type ConversationRow = { kind: string; guest_id: number; yacht_id: number; booking_status: string | null }

/**
 * A message is its writer's, in a conversation they are a party to (an admin's too: admins read
 * conversations, they do not join them), at most 20 an hour in one conversation. In a question
 * before any confirmed booking of that yacht by its guest (and in the thread of a booking not yet
 * confirmed), contact details are masked as it is written; a cancelled booking's thread takes no more
 * (contract/conversations.ts maskContacts), whatever door it comes through.
 */
export const writeMessage: CollectionBeforeChangeHook<Message> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const user = req.user
  if (!user) throw refusalError(MESSAGES, 'notSignedIn', 401)
  const conversationId = relationId(data.conversation)
  if (!conversationId) return data
  if (!(await conversationIdsOf(req, user.id)).includes(conversationId)) throw refusalError(MESSAGES, 'notFound', 404)
  const db = await executorFor(req)
  // Taken in turn per conversation: two messages sent at once are counted one after the other.
  const conversation = (
    await db.execute(
      sql`SELECT c.kind, c.guest_id, c.yacht_id, b.status AS booking_status FROM conversations c LEFT JOIN bookings b ON b.id = c.booking_id WHERE c.id = ${conversationId} FOR UPDATE OF c`,
    )
  ).rows[0] as ConversationRow | undefined
  if (!conversation) throw refusalError(MESSAGES, 'notFound', 404)
  if (!hasRole(user, 'admin')) {
    const recent = await db.execute(
      sql`SELECT count(*)::int AS n FROM messages WHERE conversation_id = ${conversationId} AND author_id = ${user.id} AND created_at > now() - interval '1 hour'`,
    )
    if (((recent.rows[0] as { n: number } | undefined)?.n ?? 0) >= MESSAGES_PER_CONVERSATION_HOUR) throw refusalError(CONVERSATION_MESSAGES, 'tooManyHere', 429)
  }
  if (conversation.kind === 'booking' && conversation.booking_status === 'cancelled') throw refusalError(CONVERSATION_MESSAGES, 'bookingClosed', 409)
  // Contacts pass only once a charter of that yacht is really booked: a question before it, or a
  // request or hold that may lapse, is masked; so is the writer's shown name (a name is free text).
  const booked =
    conversation.kind === 'booking'
      ? conversation.booking_status === 'confirmed' || conversation.booking_status === 'completed'
      : (
          await db.execute(
            sql`SELECT 1 FROM bookings WHERE customer_id = ${conversation.guest_id} AND yacht_id = ${conversation.yacht_id} AND status IN ('confirmed', 'completed') LIMIT 1`,
          )
        ).rows.length > 0
  const body = String(data.body ?? '')
  const name = shownName(user) || '—'
  return { ...data, conversation: conversationId, author: user.id, authorName: booked ? name : maskContacts(name), body: booked ? body : maskContacts(body) }
}
