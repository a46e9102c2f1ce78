import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { MARINA_TIME_ZONE } from '@cms/core/contract/marinaDays'

/**
 * What the admin dashboard's security tab counts, per day of the lake's calendar (table
 * `security_daily`, see its migration): sign-in attempts and successes at every door, refusals by
 * the per-account lockout, and refusals by the other per-visitor limits (by limit). One upsert per
 * event, outside any transaction: a refused request is counted even though its work rolls back.
 */
export type SecurityEvent = 'sign-in-attempt' | 'sign-in-success' | 'lockout' | 'rate-limited'

export async function countSecurityEvent(payload: Payload, kind: SecurityEvent, detail = ''): Promise<void> {
  try {
    await payload.db.drizzle.execute(sql`
      INSERT INTO security_daily (day, kind, detail, count)
      VALUES ((now() AT TIME ZONE ${MARINA_TIME_ZONE})::date, ${kind}, ${detail.slice(0, 40)}, 1)
      ON CONFLICT (day, kind, detail) DO UPDATE SET count = security_daily.count + 1`)
  } catch (error) {
    // A count is never worth failing the request it counts.
    payload.logger.error({ err: error, msg: `Could not count the security event ${kind}` })
  }
}

export type SecurityRow = { day: string; kind: SecurityEvent; detail: string; count: number }

/** The counts of the last `days` days, oldest first. */
export async function securityRows(payload: Payload, days: number): Promise<SecurityRow[]> {
  const result = await payload.db.drizzle.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, detail, count FROM security_daily
     WHERE day > (now() AT TIME ZONE ${MARINA_TIME_ZONE})::date - ${days}::int
     ORDER BY day, kind, detail`)
  return (result.rows as { day: string; kind: SecurityEvent; detail: string; count: number | string }[]).map((row) => ({ ...row, count: Number(row.count) }))
}
