import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@cms/core/contract/roles'

/** True for admins, false for everyone else. */
export const isAdmin: Access = ({ req: { user } }) => hasRole(user, 'admin')

export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')
