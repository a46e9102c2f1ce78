import type { Access } from 'payload'

import { hasRole } from '@cms/core/contract/roles'

type MaybeUser = Parameters<typeof hasRole>[0]

/** Admins and editors run the content. */
export function isStaffUser(user: MaybeUser): boolean {
  return hasRole(user, 'admin') || hasRole(user, 'editor')
}

/** True for admins and editors, false for everyone else. */
export const isContentStaff: Access = ({ req: { user } }) => isStaffUser(user)
