import { sql } from '@payloadcms/db-postgres'
import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { isStaffUser } from '@cms/core/access/isContentStaff'
import { executorFor } from '@cms/core/db/executorFor'
import { yachtAllowance } from '@cms/features/subscriptions'

/** The refusal an owner past their allowance gets, at every door (the admin, REST, the Local API). */
export const yachtLimitMessage = (allowance: number) => `Your plan lists up to ${allowance} yachts. A business subscription (/business-subscriptions) lists more.`

/**
 * An owner lists as many yachts as their business tier allows (OWNER_FREE_YACHTS without one),
 * drafts included. Counted under a lock on the owner's row, in the yacht's transaction: two new
 * yachts saved at once queue there, and the second counts the first. Staff add yachts freely.
 */
export const withinYachtAllowance: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || isStaffUser(req.user)) return data
  const owner = req.user.id
  const db = await executorFor(req)
  await db.execute(sql`SELECT id FROM users WHERE id = ${owner} FOR UPDATE`)
  const counted = await db.execute(sql`SELECT count(*)::int AS n FROM yachts WHERE owner_id = ${owner}`)
  const listed = Number((counted.rows[0] as { n: number }).n)
  const allowance = await yachtAllowance(req, owner)
  if (listed >= allowance) throw new APIError(yachtLimitMessage(allowance), 403, { code: 'yachtLimit', allowance }, true)
  return data
}
