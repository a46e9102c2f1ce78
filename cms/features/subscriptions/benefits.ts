import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { OWNER_FREE_YACHTS } from './contract/plans'
import { executorFor } from '@cms/core/db/executorFor'

/**
 * What an active subscription gives, read in the transaction of the change it applies to: the
 * plan's benefits as they stand now (an editor's change applies to every subscriber at once).
 */

/** The booking discount, in percent, of the member's active member plan (0 without one). */
export async function memberDiscountPercent(req: PayloadRequest, memberId: number): Promise<number> {
  const db = await executorFor(req)
  const { rows } = await db.execute(sql`
    SELECT coalesce(max(p.booking_discount_percent), 0)::float AS percent
      FROM subscriptions s JOIN plans p ON p.id = s.plan_id
     WHERE s.subscriber_id = ${memberId} AND s.kind = 'member' AND s.status = 'active'`)
  return Number((rows[0] as { percent: number } | undefined)?.percent ?? 0)
}

/** How many yachts the owner may list: their active business tier's allowance, or the free one. */
export async function yachtAllowance(req: PayloadRequest, ownerId: number): Promise<number> {
  const db = await executorFor(req)
  const { rows } = await db.execute(sql`
    SELECT max(p.max_yachts)::int AS tier
      FROM subscriptions s JOIN plans p ON p.id = s.plan_id
     WHERE s.subscriber_id = ${ownerId} AND s.kind = 'business' AND s.status = 'active'`)
  const tier = (rows[0] as { tier: number | null } | undefined)?.tier
  return Math.max(OWNER_FREE_YACHTS, tier ?? 0)
}

/** The owners whose active business tier gives featured placement. */
const FEATURED_OWNERS = sql`
    SELECT s.subscriber_id
      FROM subscriptions s JOIN plans p ON p.id = s.plan_id
     WHERE s.kind = 'business' AND s.status = 'active' AND p.featured_placement`

/** The owners whose active business tier puts their yachts first in the catalogue. */
export async function featuredOwners(req: PayloadRequest): Promise<Set<number>> {
  const db = await executorFor(req)
  const { rows } = await db.execute(sql`SELECT DISTINCT subscriber_id AS owner FROM (${FEATURED_OWNERS}) AS featured`)
  return new Set(rows.map((row) => Number((row as { owner: number }).owner)))
}

/**
 * The yachts those owners' tiers put first, drafts among them: only their ids, which the catalogue
 * narrows to what a visitor may read (who owns a yacht is not a visitor's to query).
 */
export async function featuredYachtIds(req: PayloadRequest): Promise<number[]> {
  const db = await executorFor(req)
  const { rows } = await db.execute(sql`SELECT id FROM yachts WHERE owner_id IN (${FEATURED_OWNERS}) ORDER BY id`)
  return rows.map((row) => Number((row as { id: number }).id))
}
