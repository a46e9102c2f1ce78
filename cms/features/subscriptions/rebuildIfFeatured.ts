import type { Payload } from 'payload'

import { requestSiteRebuild } from '@cms/features/publishing'

/** A business tier with featured placement that starts or ends changes the catalogue's order. */
export async function rebuildIfFeatured(payload: Payload, subscriptionId: number): Promise<void> {
  const { rows } = await payload.db.pool.query<{ featured: boolean }>(
    `SELECT p.featured_placement AS featured FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.id = $1 AND s.kind = 'business'`,
    [subscriptionId],
  )
  if (rows[0]?.featured)
    await requestSiteRebuild(payload, `subscription ${subscriptionId}`).catch((error: unknown) => payload.logger.warn({ err: error }, 'site rebuild not queued'))
}
