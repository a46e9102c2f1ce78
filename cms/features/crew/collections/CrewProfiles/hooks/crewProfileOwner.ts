import type { CollectionBeforeChangeHook } from 'payload'

import { CREW_MESSAGES, isCrew } from '@cms/features/crew/contract/crew'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import type { CrewProfile } from '@cms/payload-types'
import { refusalError } from '@cms/core/errors/refusalError'

/**
 * A profile is its writer's (an admin may make one for someone), and only captains and crew
 * members have one.
 */
export const crewProfileOwner: CollectionBeforeChangeHook<CrewProfile> = async ({ data, operation, originalDoc, req }) => {
  const admin = hasRole(req.user, 'admin')
  const memberId = operation === 'create' ? (admin ? (relationId(data.member) ?? req.user?.id) : req.user?.id) : relationId(originalDoc?.member)
  if (!memberId) throw refusalError(CREW_MESSAGES, 'crewOnly', 403)
  const member = memberId === req.user?.id ? req.user : await req.payload.findByID({ collection: 'users', id: memberId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!isCrew(member)) throw refusalError(CREW_MESSAGES, 'crewOnly', 403)
  return { ...data, member: memberId }
}
