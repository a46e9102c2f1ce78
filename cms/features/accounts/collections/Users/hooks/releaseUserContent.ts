import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeDeleteHook } from 'payload'

import { executorFor } from '@cms/core/db/executorFor'

import { SKIP_SITE_REBUILD } from '@cms/features/publishing'

/**
 * Before an account is deleted: what it owned stays, without a link to the person (yachts keep
 * their pages, with no owner); its one-time codes and profile photos go with it; a service
 * company's orders not yet done are open again for others to take.
 */
export const releaseUserContent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // The owner is not shown on the site: no rebuild is needed for this.
  const context = { ...req.context, [SKIP_SITE_REBUILD]: true }
  await req.payload.update({ collection: 'yachts', where: { owner: { equals: id } }, data: { owner: null }, req, context, overrideAccess: true })
  await req.payload.delete({ collection: 'auth-codes', where: { user: { equals: id } }, req, overrideAccess: true })
  await req.payload.delete({ collection: 'user-photos', where: { owner: { equals: id } }, req, overrideAccess: true })
  await (await executorFor(req)).execute(sql`UPDATE service_orders SET status = 'open', provider_id = NULL, updated_at = now() WHERE provider_id = ${id} AND status = 'accepted'`)
}
