import { BOOKINGS_QUEUE } from '@cms/core/queues'
import type { TaskConfig } from 'payload'

import { bookingExpiredEmail } from '../emails/bookingExpired'

const EXPIRE_HOLDS_TASK = 'expireBookingHolds'

/** Enough to clear any backlog in a few runs without holding a connection for long. */
const BATCH = 50

/**
 * Every minute: pending bookings whose hold (or whose wait for the owner) has lapsed, and
 * confirmed requests left unpaid past their time to pay, are cancelled, their days let go, and their customers told. Claimed with `FOR UPDATE SKIP LOCKED`
 * and a state check, so a second runner, or a booking flow releasing the same hold, never tells a
 * customer twice.
 */
export const expireBookingHoldsTask: TaskConfig<{ input: Record<string, never>; output: { expired: number } }> = {
  slug: EXPIRE_HOLDS_TASK,
  label: 'Expire lapsed booking holds',
  retries: 0,
  schedule: [{ cron: '0 * * * * *', queue: BOOKINGS_QUEUE }],
  handler: async ({ req }) => {
    // What lapsed: the checkout's hold, the owner's wait (awaiting_owner, kept), or the time to pay
    // for a request the owner confirmed (it was confirmed and unpaid).
    const { rows } = await req.payload.db.pool.query<{
      contact_name: string
      contact_email: string
      start_date: string
      end_date: string
      awaiting_owner: boolean | null
      was: string
      language: 'ru' | 'en' | null
    }>(`
      WITH due AS (
        SELECT id, status AS was FROM bookings
         WHERE (status = 'pending' OR (status = 'confirmed' AND payment_status = 'unpaid')) AND hold_expires_at <= now()
         ORDER BY hold_expires_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      UPDATE bookings b SET status = 'cancelled', blocks_calendar = false, updated_at = now()
        FROM due WHERE b.id = due.id
      RETURNING b.contact_name, b.contact_email, b.start_date, b.end_date, b.awaiting_owner, due.was, b.language`)
    for (const row of rows) {
      await req.payload.sendEmail({
        to: row.contact_email,
        ...bookingExpiredEmail({
          name: row.contact_name,
          startDate: row.start_date,
          endDate: row.end_date,
          language: row.language ?? 'ru',
          reason: row.was === 'confirmed' ? 'payment' : row.awaiting_owner === true ? 'owner' : 'checkout',
        }),
      })
    }
    return { output: { expired: rows.length } }
  },
}
