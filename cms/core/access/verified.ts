import type { Access } from 'payload'

import { hasRole } from '@cms/core/contract/roles'

/**
 * Whether the person has confirmed their email address (the link sent at registration). Until
 * then they may sign in and look around, but not submit content or book.
 */
export function isVerified(user: object | null | undefined): boolean {
  return Boolean(user && 'emailVerified' in user && user.emailVerified === true)
}

/** Create access for what members write (submissions, registrations, comments): verified members, and admins. */
export const verifiedMembersOrAdmins: Access = ({ req: { user } }) => isVerified(user) || hasRole(user, 'admin')
