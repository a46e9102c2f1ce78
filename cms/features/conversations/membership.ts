import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { executorFor } from '@cms/core/db/executorFor'

/**
 * The conversations a member is a party to, as the database holds it now: the guest (who asked, or
 * whose booking it is), the yacht's owner, and the crew put on the booking's charter. Crew taken off
 * a charter, or an owner who sold the yacht, are no longer parties: nothing is copied at the start.
 */
export async function conversationIdsOf(req: PayloadRequest, userId: number): Promise<number[]> {
  const { rows } = await (await executorFor(req)).execute(sql`
    SELECT c.id FROM conversations c LEFT JOIN yachts y ON y.id = c.yacht_id
     WHERE c.guest_id = ${userId} OR y.owner_id = ${userId}
        OR (c.booking_id IS NOT NULL AND EXISTS (SELECT 1 FROM bookings_rels r WHERE r.parent_id = c.booking_id AND r.path = 'crew' AND r.users_id = ${userId}))`)
  return (rows as { id: number }[]).map((row) => row.id)
}

/** The parties of one conversation now: its guest, the yacht's owner, the charter's crew. */
export async function partiesOf(req: PayloadRequest, conversationId: number): Promise<number[]> {
  const { rows } = await (await executorFor(req)).execute(sql`
    SELECT c.guest_id AS id FROM conversations c WHERE c.id = ${conversationId}
    UNION SELECT y.owner_id FROM conversations c JOIN yachts y ON y.id = c.yacht_id WHERE c.id = ${conversationId} AND y.owner_id IS NOT NULL
    UNION SELECT r.users_id FROM conversations c JOIN bookings_rels r ON r.parent_id = c.booking_id AND r.path = 'crew' WHERE c.id = ${conversationId} AND r.users_id IS NOT NULL`)
  return (rows as { id: number }[]).map((row) => row.id)
}
