import type { FieldAccess } from 'payload'

import { isStaffUser } from './isContentStaff'

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * Read access for a relation to an account (`owner` of a yacht or a photo): staff see it, and the
 * account it names sees itself; to anyone else the field does not exist. Payload also refuses a
 * `where` or `sort` on a field its caller may not read, so nobody can filter, sort or count their
 * way through the relation into the accounts (`owner.sessions.id`, `owner.email` …).
 */
export function staffOrSelfRelation(field: string): FieldAccess {
  return ({ req: { user }, siblingData, doc }) => {
    if (isStaffUser(user)) return true
    if (!user) return false
    const holder = (siblingData ?? doc) as Record<string, unknown> | undefined
    return holder !== undefined && String(idOf(holder[field])) === String(user.id)
  }
}
