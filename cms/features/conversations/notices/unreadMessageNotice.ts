import { sql } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import { executorFor } from '@cms/core/db/executorFor'
import { siteLink } from '@cms/core/email/siteLink'
import { defineNotice } from '@cms/core/notices'
import { UNREAD_EMAIL_EVERY_MINUTES } from '../contract/conversations'
import { unreadMessageEmail } from '../emails/unreadMessage'
import { partiesOf } from '../membership'

const EXCERPT = 160

/**
 * Fifteen minutes after a message (the job waits until then), each other party who has not read
 * it is emailed, in the language they last used the conversation in, unless they were emailed
 * about this conversation within the hour. Claimed in one statement per party (an upsert that
 * changes the row only when no email went out in the hour), so two runners never email twice.
 */
export const unreadMessageNotice = defineNotice({
  slug: 'tellOfUnreadMessage',
  label: 'Email the parties of a message they have not read',
  kinds: ['unread'],
  write: async (payload, messageId) => {
    const message = await payload.findByID({ collection: 'messages', id: messageId, depth: 0, overrideAccess: true, disableErrors: true })
    const conversationId = message ? relationId(message.conversation) : null
    if (!message || !conversationId) return
    const req = await createLocalReq({}, payload)
    const conversation = await payload.findByID({ collection: 'conversations', id: conversationId, depth: 1, overrideAccess: true, disableErrors: true, req })
    if (!conversation) return
    const yachtName = typeof conversation.yacht === 'object' && conversation.yacht ? conversation.yacht.name : ''
    const db = await executorFor(req)
    for (const party of await partiesOf(req, conversationId)) {
      if (party === relationId(message.author)) continue
      const claimed = await db.execute(sql`
        INSERT INTO conversation_reads (conversation_id, member_id, emailed_at, updated_at, created_at)
        VALUES (${conversationId}, ${party}, now(), now(), now())
        ON CONFLICT (conversation_id, member_id) DO UPDATE SET emailed_at = now(), updated_at = now()
         WHERE (conversation_reads.read_at IS NULL OR conversation_reads.read_at < ${message.createdAt})
           AND (conversation_reads.emailed_at IS NULL OR conversation_reads.emailed_at < now() - make_interval(mins => ${UNREAD_EMAIL_EVERY_MINUTES}))
        RETURNING language`)
      const row = claimed.rows[0] as { language: 'ru' | 'en' | null } | undefined
      if (!row) continue
      const user = await payload.findByID({ collection: 'users', id: party, depth: 0, overrideAccess: true, disableErrors: true })
      if (!user) continue
      const language = row.language === 'en' ? 'en' : 'ru'
      const excerpt = message.body.length > EXCERPT ? `${message.body.slice(0, EXCERPT - 1)}…` : message.body
      await payload.sendEmail({
        to: user.email,
        ...unreadMessageEmail({
          language,
          name: user.firstName,
          from: message.authorName || '—',
          yachtName,
          excerpt,
          link: siteLink(language, `/messages?conversation=${conversationId}`),
        }),
      })
    }
  },
})
