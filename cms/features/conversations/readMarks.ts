import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { executorFor } from '@cms/core/db/executorFor'

/**
 * Where a member has read a conversation up to. Read marks are the server's to keep (the
 * collection's create and update access is nobody's): written when the member opens the
 * conversation or writes in it, with the language they did it in, which their emails about it use.
 */
export async function markRead(req: PayloadRequest, conversationId: number, memberId: number, upTo: string, language?: 'ru' | 'en'): Promise<void> {
  await (await executorFor(req)).execute(sql`
    INSERT INTO conversation_reads (conversation_id, member_id, read_at, language, updated_at, created_at)
    VALUES (${conversationId}, ${memberId}, ${upTo}, ${language ?? null}, now(), now())
    ON CONFLICT (conversation_id, member_id) DO UPDATE
      SET read_at = GREATEST(conversation_reads.read_at, excluded.read_at), language = COALESCE(excluded.language, conversation_reads.language), updated_at = now()`)
}
