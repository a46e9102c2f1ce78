import type { CollectionBeforeChangeHook } from 'payload'

import { CLUB_MESSAGES } from '@cms/features/crew/contract/clubs'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import type { ClubMembership } from '@cms/payload-types'
import { refusalError } from '@cms/core/errors/refusalError'

/**
 * Whose membership it is and where it stands, at every door: a member's own; captains must hold
 * the captain role and wait for an admin (so moving into the captains, or an admin taking the
 * role away, starts the wait again); voyagers and fans are in at once. An admin confirming a
 * captain is stamped.
 */
export const placeInClub: CollectionBeforeChangeHook<ClubMembership> = async ({ data, operation, originalDoc, req }) => {
  const admin = hasRole(req.user, 'admin')
  const next = { ...data }
  const memberId = operation === 'create' ? (admin ? (relationId(data.member) ?? req.user?.id) : req.user?.id) : relationId(originalDoc?.member)
  if (!memberId) throw refusalError(CLUB_MESSAGES, 'notMember', 400)
  if (operation === 'create') next.member = memberId
  const category = next.category ?? originalDoc?.category
  const before = operation === 'update' ? originalDoc : undefined

  if (category === 'captains') {
    const member = memberId === req.user?.id ? req.user : await req.payload.findByID({ collection: 'users', id: memberId, depth: 0, overrideAccess: true, req })
    if (!hasRole(member, 'captain')) throw refusalError(CLUB_MESSAGES, 'captainRoleRequired', 403)
    const wasCaptain = before?.category === 'captains' && before.status === 'active'
    if (admin && data.status === 'active' && before?.status !== 'active') {
      next.confirmedBy = req.user?.id ?? null
      next.confirmedAt = new Date().toISOString()
    } else if (!admin || data.status === undefined) {
      next.status = wasCaptain ? 'active' : 'pending'
    }
  } else {
    next.status = 'active'
  }
  if (next.status !== 'active' || category !== 'captains') {
    next.confirmedBy = null
    next.confirmedAt = null
  }
  return next
}
