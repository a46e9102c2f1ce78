import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { MARINA_TIME_ZONE } from '@cms/core/contract/marinaDays'
import type { AnalyticsEventType } from './contract/analytics'

/**
 * The analytics tables (see their migrations), all counted per day of the lake's calendar:
 * - `analytics_daily`: each event type per day and page;
 * - `analytics_sessions`: each day's session ids (what makes a session new that day);
 * - `analytics_totals`: each event type per day, and the day's new sessions as `session`;
 * - `analytics_pages_monthly`: page views per page and calendar month.
 * One statement per event keeps them all; the tab's report reads the rollups, so a year of a busy
 * site costs it a few thousand rows.
 */
export async function countAnalyticsEvent(payload: Payload, event: { type: AnalyticsEventType; path: string; sessionId: string }): Promise<void> {
  await payload.db.drizzle.execute(sql`
    WITH today AS (SELECT (now() AT TIME ZONE ${MARINA_TIME_ZONE})::date AS day),
    new_session AS (
      INSERT INTO analytics_sessions (day, session_id) SELECT day, ${event.sessionId} FROM today
      ON CONFLICT DO NOTHING RETURNING day),
    sessions AS (
      INSERT INTO analytics_totals (day, metric, count) SELECT day, 'session', 1 FROM new_session
      ON CONFLICT (day, metric) DO UPDATE SET count = analytics_totals.count + 1),
    totals AS (
      INSERT INTO analytics_totals (day, metric, count) SELECT day, ${event.type}, 1 FROM today
      ON CONFLICT (day, metric) DO UPDATE SET count = analytics_totals.count + 1),
    monthly AS (
      INSERT INTO analytics_pages_monthly (month, path, views) SELECT date_trunc('month', day)::date, ${event.path}, 1 FROM today WHERE ${event.type} = 'page_view'
      ON CONFLICT (month, path) DO UPDATE SET views = analytics_pages_monthly.views + 1)
    INSERT INTO analytics_daily (day, event_type, path, count) SELECT day, ${event.type}, ${event.path}, 1 FROM today
    ON CONFLICT (day, event_type, path) DO UPDATE SET count = analytics_daily.count + 1`)
}

export type AnalyticsRows = {
  perDay: { day: string; metric: AnalyticsEventType | 'session'; count: number }[]
  topPages: { path: string; views: number }[]
}

/**
 * The last `days` days: every metric per day (from the totals), and the most viewed pages over the
 * range, exactly: whole calendar months from the monthly rollup, the days of the partial months at
 * either end from the day counts.
 */
export async function analyticsRows(payload: Payload, days: number, topPages = 10): Promise<AnalyticsRows> {
  const today = sql`(now() AT TIME ZONE ${MARINA_TIME_ZONE})::date`
  const since = sql`(${today} - ${days - 1}::int)`
  // The first whole month of the range, and the start of the (partial) current month.
  const firstWhole = sql`(CASE WHEN extract(day FROM ${since}) = 1 THEN ${since} ELSE (date_trunc('month', ${since}) + interval '1 month')::date END)`
  const thisMonth = sql`date_trunc('month', ${today})::date`
  const [perDay, pages] = await Promise.all([
    payload.db.drizzle.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, count FROM analytics_totals WHERE day >= ${since} ORDER BY day`),
    payload.db.drizzle.execute(sql`
      SELECT path, sum(views) AS views FROM (
        SELECT path, views FROM analytics_pages_monthly WHERE month >= ${firstWhole} AND month < ${thisMonth}
        UNION ALL
        SELECT path, count FROM analytics_daily WHERE event_type = 'page_view' AND day >= ${since} AND day < ${firstWhole}
        UNION ALL
        SELECT path, count FROM analytics_daily WHERE event_type = 'page_view' AND day >= GREATEST(${thisMonth}, ${firstWhole})
      ) AS counted GROUP BY path ORDER BY views DESC, path LIMIT ${topPages}`),
  ])
  return {
    perDay: (perDay.rows as { day: string; metric: AnalyticsEventType | 'session'; count: string | number }[]).map((row) => ({
      day: row.day,
      metric: row.metric,
      count: Number(row.count),
    })),
    topPages: (pages.rows as { path: string; views: string | number }[]).map((row) => ({ path: row.path, views: Number(row.views) })),
  }
}
