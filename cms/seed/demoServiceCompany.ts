import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { BookingService } from '@cms/features/bookings/contract/bookings'
import { syncServiceOrders } from '@cms/features/serviceOrders/syncOrders'

export const DEMO_SERVICE_COMPANY_EMAIL = 'services@baikal-yachts.local'

/**
 * A fresh portal's service company, providing catering and water equipment: the demo bookings'
 * services become its orders, the coming charter's open to take and the past one's done by it,
 * so /service-company/dashboard shows both lists.
 */
export async function seedDemoServiceCompany(payload: Payload, password: string, bookings: { id: number; services: BookingService[]; past: boolean }[]): Promise<void> {
  const company = await payload.create({
    collection: 'users',
    data: {
      password,
      emailVerified: true,
      email: DEMO_SERVICE_COMPANY_EMAIL,
      firstName: 'Вера',
      lastName: 'Хлебосолова',
      brandName: 'Байкальский стол',
      roles: ['service_company'],
      providedServices: ['catering', 'water-equipment'],
      // The demo company is one an admin has checked: it takes orders at once.
      serviceCompanyApproved: true,
      phone: '+7 914 000-99-00',
    },
    overrideAccess: true,
  })
  for (const booking of bookings) {
    await syncServiceOrders(payload.db.drizzle, booking.id, booking.services)
    if (booking.past) await payload.db.drizzle.execute(sql`UPDATE service_orders SET status = 'done', provider_id = ${company.id} WHERE booking_id = ${booking.id}`)
  }
}
