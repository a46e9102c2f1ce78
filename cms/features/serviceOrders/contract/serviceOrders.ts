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

/** Signed up as a service company (it chooses its services and waits for an admin's check). */
export const isServiceCompany = (user: Parameters<typeof hasRole>[0]): boolean => hasRole(user, 'service_company')

/** A service company an admin has approved: only it takes orders (and sees the charters' contacts). */
export const mayTakeOrders = (user: (Parameters<typeof hasRole>[0] & { serviceCompanyApproved?: boolean | null }) | null | undefined): boolean =>
  hasRole(user, 'service_company') && user?.serviceCompanyApproved === true

/** At most this many orders a company hands back a day (each is recorded in the audit log). */
export const RELEASES_PER_DAY = 3

/** The charter's customer hears of the company once it has kept the order this long. */
export const TAKEN_NOTICE_DELAY_MINUTES = 60

/** The API's words; the islands show their own, in the page's language, by `code`. */
export const SERVICE_ORDER_MESSAGES = {
  companiesOnly: 'Only service companies take orders.',
  awaitingApproval: 'Your company takes orders once an admin has checked it.',
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
export type ServiceCompanyDashboardView = { services: BookingService[]; open: ServiceOrderView[]; mine: ServiceOrderView[]; awaitingApproval: boolean }
