import { sql } from '@payloadcms/db-postgres'

import { inTransaction } from '@cms/core/db/inTransaction'
import { type Visitor, visitorRequest } from '@cms/core/visitor'
import { enforce } from '@cms/core/rateLimits'
import type { ConfirmOutcome } from '../contract/newsletter'
import { executorFor } from '@cms/core/db/executorFor'
import { confirmationHash } from '../links'

/**
 * Confirms an address from its emailed link: the token works once (the subscriber's row is
 * locked while it is spent, so two clicks at once confirm once) and only until it expires.
 */
export async function confirmSubscription(visitor: Visitor, token: string): Promise<ConfirmOutcome> {
  const { payload } = visitor
  const req = await visitorRequest(visitor)
  await enforce(req, [['newsletterLink', visitor.address]])
  const hash = confirmationHash(payload.config.secret, token)
  return inTransaction(req, async () => {
    const db = await executorFor(req)
    const locked = await db.execute(sql`
      SELECT id, confirm_expires_at < now() AS expired FROM newsletter_subscribers
       WHERE confirm_token_hash = ${hash} AND status = 'pending' FOR UPDATE`)
    const row = locked.rows[0] as { id: number; expired: boolean | null } | undefined
    if (!row) return 'invalid'
    if (row.expired !== false) return 'expired'
    await payload.update({ collection: 'newsletter-subscribers', id: row.id, data: { status: 'confirmed' }, overrideAccess: true, req })
    return 'confirmed'
  })
}
