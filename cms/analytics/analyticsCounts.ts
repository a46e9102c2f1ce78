import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { MARINA_TIME_ZONE } from '../bookings/marinaDays'
import type { AnalyticsEventType } from '../contract/analytics'

/**
 * The analytics tables (see their migration): `analytics_daily` counts each event type per day
 * and page, `analytics_sessions` holds each day's session ids (what "unique sessions" counts).
 * One statement per event, two upserts; a year of a busy site is a few hundred thousand rows,
 * and the dashboard's queries read a day range of an index.
 */
export async function countAnalyticsEvent(payload: Payload, event: { type: AnalyticsEventType; path: string; sessionId: string }): Promise<void> {
  await payload.db.drizzle.execute(sql`
    WITH today AS (SELECT (now() AT TIME ZONE ${MARINA_TIME_ZONE})::date AS day),
    session AS (
      INSERT INTO analytics_sessions (day, session_id) SELECT day, ${event.sessionId} FROM today
      ON CONFLICT DO NOTHING)
    INSERT INTO analytics_daily (day, event_type, path, count) SELECT day, ${event.type}, ${event.path}, 1 FROM today
    ON CONFLICT (day, event_type, path) DO UPDATE SET count = analytics_daily.count + 1`)
}

export type AnalyticsRows = {
  perDay: { day: string; eventType: AnalyticsEventType; count: number }[]
  sessions: { day: string; count: number }[]
  topPages: { path: string; views: number }[]
}

/** The last `days` days of the lake's calendar: counts per day and type, sessions per day, and the most viewed pages. */
export async function analyticsRows(payload: Payload, days: number, topPages = 10): Promise<AnalyticsRows> {
  const since = sql`(now() AT TIME ZONE ${MARINA_TIME_ZONE})::date - ${days - 1}::int`
  const [perDay, sessions, pages] = await Promise.all([
    payload.db.drizzle.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, event_type, sum(count) AS count FROM analytics_daily
       WHERE day >= ${since} GROUP BY day, event_type ORDER BY day`),
    payload.db.drizzle.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*) AS count FROM analytics_sessions WHERE day >= ${since} GROUP BY day ORDER BY day`),
    payload.db.drizzle.execute(sql`
      SELECT path, sum(count) AS views FROM analytics_daily
       WHERE day >= ${since} AND event_type = 'page_view' GROUP BY path ORDER BY views DESC, path LIMIT ${topPages}`),
  ])
  return {
    perDay: (perDay.rows as { day: string; event_type: AnalyticsEventType; count: string | number }[]).map((row) => ({
      day: row.day,
      eventType: row.event_type,
      count: Number(row.count),
    })),
    sessions: (sessions.rows as { day: string; count: string | number }[]).map((row) => ({ day: row.day, count: Number(row.count) })),
    topPages: (pages.rows as { path: string; views: string | number }[]).map((row) => ({ path: row.path, views: Number(row.views) })),
  }
}
