import type { Access, CollectionConfig, Where } from 'payload'

import { isAdmin } from '@cms/core/access/isAdmin'
import { nobody, nobodyField } from '@cms/core/access/nobody'
import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { BOOKING_SERVICES } from '@cms/features/bookings/contract/bookings'
import { hasRole } from '@cms/core/contract/roles'
import { mayTakeOrders, SERVICE_ORDER_STATUSES } from '../../contract/serviceOrders'
import { decideOrder } from './hooks/decideOrder'
import { tellCustomerOfTaking } from './hooks/tellCustomer'

/**
 * Who reads an order: the company that took it; a company providing its service while it is
 * open on a paid charter that is not over; the booking's customer; admins.
 */
const readOrders: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const either: Where[] = [{ provider: { equals: user.id } }, { 'booking.customer': { equals: user.id } }]
  if (mayTakeOrders(user) && (user.providedServices ?? []).length > 0)
    either.push({
      and: [
        { status: { equals: 'open' } },
        { service: { in: user.providedServices } },
        { 'booking.status': { equals: 'confirmed' } },
        { 'booking.paymentStatus': { equals: 'paid' } },
        { 'booking.endDate': { greater_than_equal: marinaDayOf(new Date()) } },
      ],
    })
  return { or: either }
}

/**
 * Service companies change only orders that are open, theirs, or of a service they provide; which
 * change is decideOrder's to say, under the order's row lock. The last keeps a race in the lock:
 * a company whose take arrives just after another's committed is told "taken" (409), not refused
 * by this query (403) for an order that stopped being open a moment ago.
 */
const companiesTakeOrders: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (!user || !mayTakeOrders(user)) return false
  const mayChange: Where[] = [{ status: { equals: 'open' } }, { provider: { equals: user.id } }]
  if ((user.providedServices ?? []).length > 0) mayChange.push({ service: { in: user.providedServices } })
  return { or: mayChange }
}

/**
 * The additional services charters book, as orders service companies take (spec 2.1's
 * /service-company, spec 6). The bookings make them (hooks/orderServices.ts): one per booking
 * and service, a unique index. Taking one decides under the order's row lock (hooks/decideOrder.ts).
 */
export const ServiceOrders: CollectionConfig = {
  slug: 'service-orders',
  labels: { singular: { ru: 'Заказ услуги', en: 'Service order' }, plural: { ru: 'Заказы услуг', en: 'Service orders' } },
  admin: {
    group: { ru: 'Флот', en: 'Fleet' },
    defaultColumns: ['booking', 'service', 'status', 'provider', 'updatedAt'],
  },
  access: { read: readOrders, create: nobody, update: companiesTakeOrders, delete: isAdmin },
  hooks: { beforeChange: [decideOrder], afterChange: [tellCustomerOfTaking] },
  fields: [
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true, access: { update: nobodyField } },
    { name: 'service', type: 'select', required: true, options: BOOKING_SERVICES.options, access: { update: nobodyField } },
    { name: 'status', type: 'select', required: true, defaultValue: 'open', index: true, options: SERVICE_ORDER_STATUSES.options },
    // The company that took it; set by decideOrder, never sent.
    { name: 'provider', type: 'relationship', relationTo: 'users', index: true, access: { update: nobodyField }, admin: { position: 'sidebar' } },
    // When its provider took it (set by decideOrder): the customer hears of a company that kept it a while.
    { name: 'acceptedAt', type: 'date', access: { update: nobodyField }, admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
  indexes: [{ fields: ['booking', 'service'], unique: true }],
  timestamps: true,
}
