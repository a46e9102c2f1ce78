import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { CREW_MESSAGES, isCrew } from '@cms/features/crew/contract/crew'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import { executorFor } from '@cms/core/db/executorFor'
import type { Booking } from '@cms/payload-types'
import { refusalError } from '@cms/core/errors/refusalError'

/**
 * Where a flow puts one person on a charter's crew or takes them off (`{ add }` or `{ remove }`),
 * rather than sending the whole list: the hook applies it to the list as the row holds it under
 * its lock, so two owners' additions at once both stay.
 */
export const CREW_CHANGE = 'charterCrewChange'
export type CrewChange = { add: number } | { remove: number }

const idsOf = (crew: Booking['crew'] | undefined): number[] => [...new Set((crew ?? []).map((member) => relationId(member)).filter((id): id is number => typeof id === 'number'))]

/** The charter's crew as committed, read after locking the booking's row in this transaction. */
async function lockedCrew(req: Parameters<CollectionBeforeChangeHook>[0]['req'], bookingId: number): Promise<number[]> {
  const db = await executorFor(req)
  await db.execute(sql`SELECT id FROM bookings WHERE id = ${bookingId} FOR UPDATE`)
  const { rows } = await db.execute(sql`SELECT users_id FROM bookings_rels WHERE parent_id = ${bookingId} AND path = 'crew' ORDER BY "order"`)
  return (rows as { users_id: number | null }[]).map((row) => row.users_id).filter((id): id is number => typeof id === 'number')
}

/**
 * A charter's crew is put on by the yacht's owner (or an admin) while the charter is still to
 * come, and holds only captains and crew members; at every door.
 */
export const assignCrew: CollectionBeforeChangeHook<Booking> = async ({ data, operation, originalDoc, req }) => {
  const change = req.context[CREW_CHANGE] as CrewChange | undefined
  if (change && operation === 'update' && originalDoc) {
    const current = await lockedCrew(req, originalDoc.id)
    data.crew = 'add' in change ? [...current, change.add] : current.filter((id) => id !== change.remove)
    return judge(data, current, originalDoc, req)
  }
  if (data.crew === undefined || data.crew === null) return data
  return judge(data, operation === 'update' ? idsOf(originalDoc?.crew) : [], originalDoc, req)
}

async function judge(data: Partial<Booking>, before: number[], originalDoc: Booking | undefined, req: Parameters<CollectionBeforeChangeHook>[0]['req']) {
  const after = idsOf(data.crew)
  if (after.length === before.length && after.every((id) => before.includes(id))) return { ...data, crew: after }
  if (!hasRole(req.user, 'admin')) {
    const yachtId = relationId(originalDoc?.yacht)
    const yacht = yachtId ? await req.payload.findByID({ collection: 'yachts', id: yachtId, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
    if (!req.user || !yacht || relationId(yacht.owner) !== req.user.id) throw refusalError(CREW_MESSAGES, 'ownerOnly', 403)
    if (originalDoc?.status === 'cancelled' || originalDoc?.status === 'completed') throw refusalError(CREW_MESSAGES, 'charterClosed', 409)
  }
  const added = after.filter((id) => !before.includes(id))
  if (added.length > 0) {
    const { docs } = await req.payload.find({ collection: 'users', where: { id: { in: added } }, depth: 0, limit: added.length, overrideAccess: true, req })
    if (docs.length !== added.length || !docs.every((user) => isCrew(user))) throw refusalError(CREW_MESSAGES, 'noSuchCrew', 400)
  }
  return { ...data, crew: after }
}
