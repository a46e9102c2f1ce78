import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { executorFor } from '@cms/core/db/executorFor'

/** A booking's state as its row holds it now, read under a row lock in the request's transaction. */
export type LockedBooking = {
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed'
  paymentStatus: 'unpaid' | 'paid' | 'refunded' | 'partially-refunded'
  paymentMethod: string | null
  refundedAmount: number | null
  awaitingOwner: boolean
  blocksCalendar: boolean
  holdExpiresAt: string | null
  holdLive: boolean
}

type Row = {
  status: LockedBooking['status']
  payment_status: LockedBooking['paymentStatus']
  payment_method: string | null
  refunded_amount: string | null
  awaiting_owner: boolean | null
  blocks_calendar: boolean | null
  hold_expires_at: Date | null
  hold_live: boolean | null
}

/**
 * Locks a booking's row (`FOR UPDATE`) in the transaction the Local API opened for `req`, and
 * reads it. A change of state decides from this, not from the copy Payload read before: the
 * payment webhook and the expiry job change the same row in their own transactions, and would
 * otherwise be overwritten by a stale full-row write.
 */
export async function lockedBooking(req: PayloadRequest, id: number): Promise<LockedBooking | null> {
  const result = await (await executorFor(req)).execute(sql`
    SELECT status, payment_status, payment_method, refunded_amount, awaiting_owner, blocks_calendar, hold_expires_at, hold_expires_at > now() AS hold_live
      FROM bookings WHERE id = ${id} FOR UPDATE`)
  const row = result.rows[0] as Row | undefined
  if (!row) return null
  return {
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    refundedAmount: row.refunded_amount === null ? null : Number(row.refunded_amount),
    awaitingOwner: row.awaiting_owner === true,
    blocksCalendar: row.blocks_calendar === true,
    holdExpiresAt: row.hold_expires_at ? new Date(row.hold_expires_at).toISOString() : null,
    holdLive: row.hold_live === true,
  }
}
