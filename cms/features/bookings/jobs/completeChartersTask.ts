import type { TaskConfig } from 'payload'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { MAINTENANCE_QUEUE } from '@cms/core/queues'
import { customerNotice } from '../notices/customerNotice'

const COMPLETE_CHARTERS_TASK = 'completeCharters'

/** Enough for a busy season's day in one run without holding rows for long. */
const BATCH = 200

/**
 * Every quarter of an hour: a confirmed, paid charter whose last day is over becomes completed,
 * and its customer is invited, in their language, to review it (cms/features/reviews). A charter
 * called off for weather and still waiting for its customer's choice is not over. Claimed with
 * `FOR UPDATE SKIP LOCKED` and the state in the `WHERE`, so a second runner never invites twice.
 */
export const completeChartersTask: TaskConfig<{ input: Record<string, never>; output: { completed: number } }> = {
  slug: COMPLETE_CHARTERS_TASK,
  label: 'Complete charters that have ended',
  retries: 0,
  schedule: [{ cron: '0 */15 * * * *', queue: MAINTENANCE_QUEUE }],
  handler: async ({ req }) => {
    const today = marinaDayOf(new Date())
    const { rows } = await req.payload.db.pool.query<{ id: number }>(
      `WITH due AS (
         SELECT id FROM bookings
          WHERE status = 'confirmed' AND payment_status <> 'unpaid' AND end_date < $1 AND weather_call_off IS DISTINCT FROM 'awaiting'
          ORDER BY end_date LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       UPDATE bookings b SET status = 'completed', updated_at = now() FROM due WHERE b.id = due.id
       RETURNING b.id`,
      [today],
    )
    for (const row of rows) await customerNotice.now(req.payload, row.id, 'completed')
    return { output: { completed: rows.length } }
  },
}
