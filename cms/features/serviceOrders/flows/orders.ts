import { visitorRequest, type Member } from '@cms/core/visitor'
import { visibleRow } from '@cms/core/db/visibleRow'
import type { BookingService } from '@cms/features/bookings/contract/bookings'
import type { ServiceCompanyDashboardView, ServiceOrderStatus, ServiceOrderView } from '../contract/serviceOrders'
import { mayTakeOrders } from '../contract/serviceOrders'

/** How many orders one list holds. */
const LIST_SIZE = 100

type FactsRow = {
  id: number
  service: BookingService
  status: ServiceOrderStatus
  provider_id: number | null
  yacht: string | null
  start_date: string
  end_date: string
  // numeric: node-postgres reads it as text
  guests: string
  booking_status: string
  contact_name: string
  contact_email: string
  contact_phone: string
  special_requests: string | null
}

/** The facts of the orders the member may read, soonest charter first; the contact only on the orders that are theirs. */
async function ordersView(member: Member, ids: number[]): Promise<ServiceOrderView[]> {
  if (ids.length === 0) return []
  const { rows } = await member.payload.db.pool.query<FactsRow>(
    `SELECT o.id, o.service, o.status, o.provider_id, COALESCE(y.name, tp.title) AS yacht, b.start_date, b.end_date, b.guests,
            b.status AS booking_status, b.contact_name, b.contact_email, b.contact_phone, b.special_requests
       FROM service_orders o JOIN bookings b ON b.id = o.booking_id
       LEFT JOIN yachts y ON y.id = b.yacht_id
       LEFT JOIN trip_packages_locales tp ON tp._parent_id = b.trip_package_id AND tp._locale = $2
      WHERE o.id = ANY($1) ORDER BY b.start_date, o.id`,
    [ids, member.language],
  )
  return rows.map((row) => ({
    id: row.id,
    service: row.service,
    status: row.status,
    yacht: row.yacht ?? '—',
    startDate: row.start_date,
    endDate: row.end_date,
    guests: Number(row.guests),
    charterCancelled: row.booking_status === 'cancelled',
    contact:
      row.provider_id === member.user.id ? { name: row.contact_name, email: row.contact_email, phone: row.contact_phone, specialRequests: row.special_requests ?? '' } : null,
  }))
}

/**
 * /service-company/dashboard: the services the company provides, the open orders for them it
 * may take, and the orders it took. Which orders it sees is the collection's read access.
 */
export async function serviceCompanyDashboard(member: Member): Promise<ServiceCompanyDashboardView> {
  const req = await visitorRequest(member)
  const find = (where: Parameters<typeof member.payload.find>[0]['where']) =>
    member.payload.find({ collection: 'service-orders', where, limit: LIST_SIZE, depth: 0, pagination: false, overrideAccess: false, req })
  const services = member.user.providedServices
  const [open, mine] = await Promise.all([
    services.length > 0 ? find({ and: [{ status: { equals: 'open' } }, { service: { in: services } }] }) : { docs: [] },
    find({ provider: { equals: member.user.id } }),
  ])
  const [openView, mineView] = await Promise.all([
    ordersView(
      member,
      open.docs.map((order) => order.id),
    ),
    ordersView(
      member,
      mine.docs.map((order) => order.id),
    ),
  ])
  return { services, open: openView, mine: mineView, awaitingApproval: !mayTakeOrders(member.user) }
}

/** The services the company provides; the open orders it sees follow them. */
export async function saveProvidedServices(member: Member, services: BookingService[]): Promise<BookingService[]> {
  const updated = await member.payload.update({
    collection: 'users',
    id: member.user.id,
    data: { providedServices: services },
    depth: 0,
    overrideAccess: false,
    req: await visitorRequest(member),
  })
  return updated.providedServices ?? []
}

/** Takes, hands back or completes an order the company can see; null when it cannot. The collection decides whether it may. */
export async function changeServiceOrder(member: Member, id: number, status: ServiceOrderStatus): Promise<ServiceOrderView | null> {
  const req = await visitorRequest(member)
  if (!(await visibleRow(member, 'service-orders', id, { req }))) return null
  await member.payload.update({ collection: 'service-orders', id, data: { status }, depth: 0, overrideAccess: false, req })
  return (await ordersView(member, [id]))[0] ?? null
}

/**
 * The orders of the member's own charters, by booking: what each booked service waits for. Read
 * as the member, so the collection shows them only their own bookings' orders.
 */
export async function ordersOfMyBookings(member: Member, bookingIds: number[]): Promise<Map<number, { service: BookingService; status: ServiceOrderStatus }[]>> {
  const byBooking = new Map<number, { service: BookingService; status: ServiceOrderStatus }[]>()
  if (bookingIds.length === 0) return byBooking
  const { docs } = await member.payload.find({
    collection: 'service-orders',
    where: { booking: { in: bookingIds } },
    sort: 'service',
    limit: bookingIds.length * 2,
    depth: 0,
    req: await visitorRequest(member),
    overrideAccess: false,
  })
  for (const order of docs) {
    const bookingId = typeof order.booking === 'object' ? order.booking.id : order.booking
    byBooking.set(bookingId, [...(byBooking.get(bookingId) ?? []), { service: order.service as BookingService, status: order.status as ServiceOrderStatus }])
  }
  return byBooking
}
