import { BOOKING_SERVICES, type BookingService } from '@cms/features/bookings/contract/bookings'
import { enumeration } from '@cms/core/contract/options'
import { hasRole } from '@cms/core/contract/roles'
import { z } from '@cms/core/contract/zodSettings'

/**
 * Service orders (issue "Booking and payments …", spec 2.1's /service-company, spec 6): each
 * additional service a charter books (catering, water equipment) is an order. Service companies
 * say which services they provide, see the open orders for those on paid charters still to
 * come, take one (it is then theirs alone), and mark it done once the charter has begun.
 */

export const SERVICE_ORDER_STATUSES = enumeration({
  open: { ru: 'Ждёт исполнителя', en: 'Waiting for a provider' },
  accepted: { ru: 'Принят', en: 'Accepted' },
  done: { ru: 'Выполнен', en: 'Done' },
})
export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES.values)[number]

export const mayTakeOrders = (user: Parameters<typeof hasRole>[0]): boolean => hasRole(user, 'service_company')

/** The API's words; the islands show their own, in the page's language, by `code`. */
export const SERVICE_ORDER_MESSAGES = {
  companiesOnly: 'Only service companies take orders.',
  notOffered: 'This order is for a service you do not provide.',
  taken: 'Another company has already taken this order.',
  notOpen: 'This order can no longer be taken: the charter is cancelled, unpaid or over.',
  notYours: 'Only the company that took this order can change it.',
  notYet: 'An order is marked done once its charter has begun.',
  cannotChange: 'This order cannot change that way.',
} as const

/** PUT /api/service-company/services: the services the company provides. */
export const providedServicesSchema = z.strictObject(
  {
    services: z
      .array(z.enum(BOOKING_SERVICES.values, 'serviceInvalid'), 'bodyInvalid')
      .max(BOOKING_SERVICES.values.length, 'serviceInvalid')
      .transform((list) => [...new Set(list)]),
  },
  'bodyInvalid',
)

/**
 * An order as a service company sees it. The charter's contact and special requests only once
 * the order is theirs; `charterCancelled` when the charter was called off after they took it.
 */
export type ServiceOrderView = {
  id: number
  service: BookingService
  status: ServiceOrderStatus
  yacht: string
  startDate: string
  endDate: string
  guests: number
  charterCancelled: boolean
  contact: { name: string; email: string; phone: string; specialRequests: string } | null
}

/** GET /api/service-company/dashboard. */
export type ServiceCompanyDashboardView = { services: BookingService[]; open: ServiceOrderView[]; mine: ServiceOrderView[] }
