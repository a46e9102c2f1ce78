import type { Access, CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '@cms/core/contract/roles'

/** Admins, or the member the upload belongs to (its `owner`). */
export const adminOrUploader: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { owner: { equals: user.id } }
}

/** An upload belongs to whoever uploads it; a request cannot name someone else. */
export const ownedByUploader: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user && !hasRole(req.user, 'admin')) return { ...data, owner: req.user.id }
  return data
}
