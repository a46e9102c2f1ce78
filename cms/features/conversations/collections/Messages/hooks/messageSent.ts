import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import { executorFor } from '@cms/core/db/executorFor'
import { UNREAD_EMAIL_MINUTES } from '@cms/features/conversations/contract/conversations'
import type { Message } from '@cms/payload-types'
import { unreadMessageNotice } from '@cms/features/conversations/notices/unreadMessageNotice'
import { markRead } from '@cms/features/conversations/readMarks'

/**
 * A message sent moves its conversation to the top of everyone's list, counts as read by its
 * writer, and, in this transaction, queues the check 15 minutes on: whoever has not read it by
 * then is emailed (at most once per conversation an hour, notices/unreadMessageNotice.ts).
 */
export const messageSent: CollectionAfterChangeHook<Message> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const conversationId = relationId(doc.conversation)
  const author = relationId(doc.author)
  if (!conversationId) return doc
  await (await executorFor(req)).execute(sql`UPDATE conversations SET last_message_at = ${doc.createdAt}, updated_at = now() WHERE id = ${conversationId}`)
  if (author) await markRead(req, conversationId, author, doc.createdAt)
  await unreadMessageNotice.afterCommit(req, doc.id, 'unread', { waitUntil: new Date(Date.parse(doc.createdAt) + UNREAD_EMAIL_MINUTES * 60_000) })
  return doc
}
