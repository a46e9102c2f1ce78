import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { lockedBooking } from '@cms/features/bookings/lockedBooking'
import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { BOOKING_MESSAGES, PAY_AFTER_CONFIRMATION_HOURS } from '@cms/features/bookings/contract/bookings'
import { MESSAGES } from '@cms/core/contract/messages'
import { refusalError } from '@cms/core/errors/refusalError'
import { hasRole } from '@cms/core/contract/roles'
import type { Booking } from '@cms/payload-types'
import { relationId } from '@cms/core/contract/relationId'

/**
 * What a change to a booking may be, by who asks:
 * - its customer cancels it while it is pending or confirmed and has not begun;
 * - the yacht's owner confirms a request to book while its 48 hours last (the customer then has
 *   48 hours to pay), or declines it;
 * - admins may change anything.
 * Nothing else of a booking is a member's to change. A cancelled booking lets its days go.
 *
 * The decision is made from the row as it is now, locked in this transaction: the payment
 * webhook and the expiry job change bookings in transactions of their own, and the columns they
 * own (payment, hold, calendar) are written back as the row holds them, never from the copy
 * Payload read before the lock.
 */
export const stateChanges: CollectionBeforeChangeHook<Booking> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const user = req.user
  const admin = hasRole(user, 'admin')
  if (!admin) {
    if (!user) throw refusalError(MESSAGES, 'notSignedIn', 401)
    const changed = Object.keys(data).filter(
      // The crew is assignCrew's to judge (the yacht's owner puts them on).
      (key) => key !== 'status' && key !== 'updatedAt' && key !== 'crew' && JSON.stringify(data[key as keyof Booking]) !== JSON.stringify(originalDoc[key as keyof Booking]),
    )
    if (changed.length > 0) throw new APIError(`${BOOKING_MESSAGES.onlyState} ${changed.slice(0, 5).join(', ')}.`, 403, { code: 'onlyState' }, true)
  }
  const current = await lockedBooking(req, originalDoc.id)
  if (!current) throw refusalError(MESSAGES, 'notFound', 404)
  // The columns others change, as the row holds them now, unless this request itself changes one (an admin may).
  const fresh: Partial<Booking> = {}
  const now = {
    status: current.status,
    paymentStatus: current.paymentStatus,
    paymentMethod: current.paymentMethod,
    refundedAmount: current.refundedAmount,
    awaitingOwner: current.awaitingOwner,
    blocksCalendar: current.blocksCalendar,
    holdExpiresAt: current.holdExpiresAt,
  }
  for (const [key, value] of Object.entries(now) as [keyof typeof now, unknown][]) {
    if (key === 'status' || JSON.stringify(data[key]) === JSON.stringify(originalDoc[key])) Object.assign(fresh, { [key]: value })
  }
  const next = data.status ?? current.status
  if (next === current.status) return { ...data, ...fresh }
  if (admin) return { ...data, ...fresh, status: next, ...(next === 'cancelled' ? { blocksCalendar: false, awaitingOwner: false } : {}) }

  const isCustomer = relationId(originalDoc.customer) === user?.id
  const yacht = relationId(originalDoc.yacht)
  const ownsYacht = yacht
    ? relationId((await req.payload.findByID({ collection: 'yachts', id: yacht, depth: 0, req, overrideAccess: true, disableErrors: true }))?.owner) === user?.id
    : false
  const open = current.status === 'pending' || current.status === 'confirmed'
  const begun = String(originalDoc.startDate ?? '') <= marinaDayOf(new Date())

  if (next === 'cancelled' && isCustomer && open && !begun) return { ...data, ...fresh, status: next, blocksCalendar: false, awaitingOwner: false }
  if (ownsYacht && current.status === 'pending' && current.awaitingOwner) {
    if (next === 'confirmed') {
      if (!current.holdLive || !current.blocksCalendar) throw refusalError(BOOKING_MESSAGES, 'requestLapsed', 409)
      return { ...data, ...fresh, status: next, awaitingOwner: false, holdExpiresAt: new Date(Date.now() + PAY_AFTER_CONFIRMATION_HOURS * 3_600_000).toISOString() }
    }
    if (next === 'cancelled') return { ...data, ...fresh, status: next, awaitingOwner: false, blocksCalendar: false }
  }
  throw refusalError(BOOKING_MESSAGES, 'cannotChange', 409)
}
