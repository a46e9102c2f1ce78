import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '../../../contract/roles'
import { marinaDayOf } from '../../../bookings/marinaDays'
import type { Booking } from '../../../payload-types'

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null | undefined))

/**
 * What a change to a booking may be, by who asks (admins may change anything):
 * - its customer cancels it while it is pending or confirmed and has not begun;
 * - the yacht's owner confirms or declines a request to book that waits for them.
 * Nothing else of a booking is theirs to change. A cancelled or declined booking lets its days go.
 */
export const stateChanges: CollectionBeforeChangeHook<Booking> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || hasRole(req.user, 'admin')) return data
  const user = req.user
  if (!user) throw new APIError('Sign in first.', 401, null, true)
  const changed = Object.keys(data).filter(
    (key) => key !== 'status' && key !== 'updatedAt' && JSON.stringify(data[key as keyof Booking]) !== JSON.stringify(originalDoc[key as keyof Booking]),
  )
  if (changed.length > 0) throw new APIError(`Only the booking's state can change here, not: ${changed.slice(0, 5).join(', ')}.`, 403, null, true)
  const next = data.status
  if (!next || next === originalDoc.status) return data

  const isCustomer = idOf(originalDoc.customer) === user.id
  const yacht = idOf(originalDoc.yacht)
  const ownsYacht = yacht ? idOf((await req.payload.findByID({ collection: 'yachts', id: yacht, depth: 0, req, disableErrors: true }))?.owner) === user.id : false
  const open = originalDoc.status === 'pending' || originalDoc.status === 'confirmed'
  const begun = String(originalDoc.startDate ?? '') <= marinaDayOf(new Date())

  if (next === 'cancelled' && isCustomer && open && !begun) return { ...data, blocksCalendar: false, awaitingOwner: false }
  if (ownsYacht && originalDoc.status === 'pending' && originalDoc.awaitingOwner) {
    if (next === 'confirmed') return { ...data, awaitingOwner: false }
    if (next === 'cancelled') return { ...data, awaitingOwner: false, blocksCalendar: false }
  }
  throw new APIError('This booking cannot change that way.', 409, null, true)
}
