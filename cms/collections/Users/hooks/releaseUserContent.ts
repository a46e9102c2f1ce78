import type { CollectionBeforeDeleteHook } from 'payload'

import { SKIP_SITE_REBUILD } from '../../../hooks/requestSiteRebuild'

/**
 * Before an account is deleted: what it owned stays, without a link to the person (yachts keep
 * their pages, with no owner); its one-time codes and profile photos go with it.
 */
export const releaseUserContent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // The owner is not shown on the site: no rebuild is needed for this.
  const context = { ...req.context, [SKIP_SITE_REBUILD]: true }
  await req.payload.update({ collection: 'yachts', where: { owner: { equals: id } }, data: { owner: null }, req, context, overrideAccess: true })
  await req.payload.delete({ collection: 'auth-codes', where: { user: { equals: id } }, req, overrideAccess: true })
  await req.payload.delete({ collection: 'user-photos', where: { owner: { equals: id } }, req, overrideAccess: true })
}
