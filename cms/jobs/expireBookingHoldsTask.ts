import type { TaskConfig } from 'payload'

import { bookingExpiredEmail } from '../email/templates/bookingExpired'

export const EXPIRE_HOLDS_TASK = 'expireBookingHolds'
export const BOOKINGS_QUEUE = 'bookings'

/** Enough to clear any backlog in a few runs without holding a connection for long. */
const BATCH = 50

/**
 * Every minute: pending bookings whose hold (or whose wait for the owner) has lapsed are
 * cancelled, their days let go, and their customers told. Claimed with `FOR UPDATE SKIP LOCKED`
 * and a state check, so a second runner, or a booking flow releasing the same hold, never tells a
 * customer twice.
 */
export const expireBookingHoldsTask: TaskConfig<{ input: Record<string, never>; output: { expired: number } }> = {
  slug: EXPIRE_HOLDS_TASK,
  label: 'Expire lapsed booking holds',
  retries: 0,
  schedule: [{ cron: '0 * * * * *', queue: BOOKINGS_QUEUE }],
  handler: async ({ req }) => {
    // awaiting_owner is kept: it says whether the owner's wait or the checkout lapsed.
    const { rows } = await req.payload.db.pool.query<{
      contact_name: string
      contact_email: string
      start_date: string
      end_date: string
      awaiting_owner: boolean | null
      language: 'ru' | 'en' | null
    }>(`
      UPDATE bookings SET status = 'cancelled', blocks_calendar = false, updated_at = now()
       WHERE id IN (SELECT id FROM bookings WHERE status = 'pending' AND hold_expires_at <= now() ORDER BY hold_expires_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING contact_name, contact_email, start_date, end_date, awaiting_owner, language`)
    for (const row of rows) {
      await req.payload.sendEmail({
        to: row.contact_email,
        ...bookingExpiredEmail({
          name: row.contact_name,
          startDate: row.start_date,
          endDate: row.end_date,
          language: row.language ?? 'ru',
          onRequest: row.awaiting_owner === true,
        }),
      })
    }
    return { output: { expired: rows.length } }
  },
}
