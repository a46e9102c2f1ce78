import type { Access } from 'payload'

import { hasRole } from '@cms/core/contract/roles'

/** True for admins, a query matching their own record for other users, false for guests. */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
