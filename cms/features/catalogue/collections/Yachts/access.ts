import type { Access, Where } from 'payload'

import { isStaffUser } from '@cms/core/access/isContentStaff'
import { hasRole } from '@cms/core/contract/roles'
import { isVerified } from '@cms/core/access/verified'

/**
 * Staff and owners may add yachts; an owner's new yacht is theirs (see the `owner` field). An
 * owner submits content only once their address is confirmed (spec: unverified accounts cannot).
 */
export const canCreateYacht: Access = ({ req: { user } }) => isStaffUser(user) || (hasRole(user, 'owner') && isVerified(user))

/** True for staff, a query matching their own yachts for owners, false for everyone else. */
export const staffOrOwnYacht: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  if (user && hasRole(user, 'owner')) return { owner: { equals: user.id } }
  return false
}

/** Published yachts for everyone; owners also see their own drafts; staff see all. */
export const readYacht: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  if (user && hasRole(user, 'owner')) {
    const publishedOrOwn: Where = { or: [{ _status: { equals: 'published' } }, { owner: { equals: user.id } }] }
    return publishedOrOwn
  }
  return { _status: { equals: 'published' } }
}
