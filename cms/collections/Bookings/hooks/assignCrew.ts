import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { CREW_MESSAGES, isCrew } from '../../../contract/crew'
import { relationId } from '../../../contract/relationId'
import { hasRole } from '../../../contract/roles'
import type { Booking } from '../../../payload-types'

const idsOf = (crew: Booking['crew'] | undefined): number[] => [...new Set((crew ?? []).map((member) => relationId(member)).filter((id): id is number => typeof id === 'number'))]

/**
 * A charter's crew is put on by the yacht's owner (or an admin) while the charter is still to
 * come, and holds only captains and crew members; at every door.
 */
export const assignCrew: CollectionBeforeChangeHook<Booking> = async ({ data, operation, originalDoc, req }) => {
  if (data.crew === undefined || data.crew === null) return data
  const after = idsOf(data.crew)
  const before = operation === 'update' ? idsOf(originalDoc?.crew) : []
  if (after.length === before.length && after.every((id) => before.includes(id))) return { ...data, crew: after }
  if (!hasRole(req.user, 'admin')) {
    const yachtId = relationId(originalDoc?.yacht)
    const yacht = yachtId ? await req.payload.findByID({ collection: 'yachts', id: yachtId, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
    if (!req.user || !yacht || relationId(yacht.owner) !== req.user.id) throw new APIError(CREW_MESSAGES.ownerOnly, 403, null, true)
    if (originalDoc?.status === 'cancelled' || originalDoc?.status === 'completed') throw new APIError(CREW_MESSAGES.charterClosed, 409, null, true)
  }
  const added = after.filter((id) => !before.includes(id))
  if (added.length > 0) {
    const { docs } = await req.payload.find({ collection: 'users', where: { id: { in: added } }, depth: 0, limit: added.length, overrideAccess: true, req })
    if (docs.length !== added.length || !docs.every((user) => isCrew(user))) throw new APIError(CREW_MESSAGES.noSuchCrew, 400, null, true)
  }
  return { ...data, crew: after }
}
