import { sql } from '@payloadcms/db-postgres'
import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { executorFor } from '@cms/core/db/executorFor'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import type { Booking } from '@cms/payload-types'
import { MAX_UNPAID_BOOKINGS, MAX_UNPAID_DAYS } from '@cms/features/bookings/contract/bookings'
import { dayCount } from '@cms/core/contract/marinaDays'

/**
 * A member's new booking counts against what they may hold unpaid at once (MAX_UNPAID_BOOKINGS
 * charters, MAX_UNPAID_DAYS days): every booking of theirs that holds days and waits for money,
 * a request to book included while it waits. Counted under a lock of the member's row, so bookings
 * sent at once are counted one after another, whatever door they come through. Admins entering a
 * booking in the admin, and the server's own trusted work (no user), are not counted.
 */
export const withinUnpaidAllowance: CollectionBeforeChangeHook<Booking> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || hasRole(req.user, 'admin')) return data
  const customer = relationId(data.customer) ?? req.user.id
  const db = await executorFor(req)
  await db.execute(sql`SELECT id FROM users WHERE id = ${customer} FOR UPDATE`)
  const held = await db.execute(sql`
    SELECT start_date, end_date FROM bookings
     WHERE customer_id = ${customer} AND blocks_calendar AND payment_status = 'unpaid' AND status IN ('pending', 'confirmed')
       AND (hold_expires_at IS NULL OR hold_expires_at > now())`)
  const rows = held.rows as { start_date: string; end_date: string }[]
  const refuse = (path: string, message: string): never => {
    throw new ValidationError({ collection: 'bookings', errors: [{ path, message }] })
  }
  if (rows.length >= MAX_UNPAID_BOOKINGS) refuse('startDate', 'tooManyUnpaid')
  const heldDays = rows.reduce((sum, row) => sum + dayCount(row.start_date.slice(0, 10), row.end_date.slice(0, 10)), 0)
  if (heldDays + dayCount(String(data.startDate), String(data.endDate)) > MAX_UNPAID_DAYS) refuse('endDate', 'tooManyUnpaidDays')
  return data
}
