import type { Access, FieldAccess, Where } from 'payload'

import { isVerified } from '@cms/core/access/verified'
import { BOOKING_FLOW } from '@cms/core/trustedFlows'
import { hasRole } from '@cms/core/contract/roles'

/**
 * Bookings are made through the portal's booking flow (cms/features/bookings/flows/createBooking.ts), which
 * frees lapsed holds first and answers a clash with the nearest free dates, by confirmed members
 * only; admins may enter one in the admin.
 */
export const bookThroughPortal: Access = ({ req: { user, context } }) => hasRole(user, 'admin') || (isVerified(user) && context?.[BOOKING_FLOW] === true)

/**
 * The parties to a booking: true for admins; for others, a query for the bookings they made, those
 * of their own yachts, and the charters they crew. Who may make which change of state is the
 * hooks' to say (stateChanges.ts).
 */
export const bookingParties: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const parties: Where = { or: [{ customer: { equals: user.id } }, { 'yacht.owner': { equals: user.id } }, { crew: { equals: user.id } }] }
  return parties
}

/** Who booked is the booking's own business and the admins'; the yacht's owner sees the contact fields. */
export const adminOrCustomerField: FieldAccess = ({ req: { user }, doc, siblingData }) => {
  if (hasRole(user, 'admin')) return true
  const customer = (siblingData ?? doc)?.customer as number | { id: number } | undefined
  return Boolean(user) && (typeof customer === 'object' ? customer?.id : customer) === user?.id
}
