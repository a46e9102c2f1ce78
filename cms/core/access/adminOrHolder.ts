import type { Access } from 'payload'

import { hasRole } from '@cms/core/contract/roles'

/**
 * Access to members' own rows (registrations, memberships, reports, submissions): admins reach
 * every row, a signed-in member those whose `field` names them, a guest none.
 */
export function adminOrHolder(field: string): Access {
  return ({ req: { user } }) => {
    if (!user) return false
    if (hasRole(user, 'admin')) return true
    return { [field]: { equals: user.id } }
  }
}
