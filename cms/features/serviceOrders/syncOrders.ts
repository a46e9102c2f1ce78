import { sql } from '@payloadcms/db-postgres'

import { BOOKING_SERVICES, type BookingService } from '@cms/features/bookings/contract/bookings'
import type { executorFor } from '@cms/core/db/executorFor'

type Executor = Awaited<ReturnType<typeof executorFor>>

/**
 * Makes a booking's service orders match the services it books: one order per service (the
 * unique index makes a second insert a no-op, however many run at once), and an order no one
 * has taken goes when its service is dropped. Taken and done orders stay: a company was promised it.
 */
export async function syncServiceOrders(db: Executor, bookingId: number, services: readonly BookingService[]): Promise<void> {
  for (const service of BOOKING_SERVICES.values) {
    await db.execute(
      services.includes(service)
        ? sql`INSERT INTO service_orders (booking_id, service, status, updated_at, created_at)
                VALUES (${bookingId}, ${service}, 'open', now(), now()) ON CONFLICT (booking_id, service) DO NOTHING`
        : sql`DELETE FROM service_orders WHERE booking_id = ${bookingId} AND service = ${service} AND status = 'open'`,
    )
  }
}
