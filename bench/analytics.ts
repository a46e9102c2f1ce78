/**
 * Analytics with a year of data behind it (issue "… analytics with consent"): at least a million
 * events counted per day into `analytics_daily` and `analytics_sessions` (written straight into
 * PostgreSQL, as the track call's upserts would have left them), then the analytics tab's call
 * over 30 and 365 days, and the track call itself, through the site server as the browser makes
 * them (autocannon, 10 connections). Starts its own portal; writes bench/results/analytics.json.
 */
import autocannon from 'autocannon'
import pg from 'pg'

import { benchPortal, writeResults } from './lib/benchPortal'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ADMIN = { email: 'bench-admin@baikal-yachts.local', password: 'Bench-admin-Passw0rd!' }
const DAYS = 365
const PAGES = 250
const SESSIONS_PER_DAY = 1200

process.env.RATE_LIMIT_FACTOR = '1000000'
process.env.ADMIN_EMAIL = ADMIN.email
process.env.ADMIN_PASSWORD = ADMIN.password
const portal = await benchPortal('analytics', { reuse: false })

/** A year of counts: page views of 250 pages (3 to 19 a page and day), conversions, and each day's sessions. */
async function fill(client: pg.Client): Promise<{ events: number; sessions: number; fillMs: number }> {
  const started = performance.now()
  await client.query(`
    INSERT INTO analytics_daily (day, event_type, path, count)
    SELECT current_date - d, 'page_view', '/bench/page-' || p, 3 + (d * 7 + p * 13) % 17
      FROM generate_series(0, ${DAYS - 1}) AS d, generate_series(1, ${PAGES}) AS p`)
  await client.query(`
    INSERT INTO analytics_daily (day, event_type, path, count)
    SELECT current_date - d, (ARRAY['sign_up','booking','newsletter'])[1 + k], '/bench/form-' || p, 1 + (d + p + k) % 5
      FROM generate_series(0, ${DAYS - 1}) AS d, generate_series(0, 2) AS k, generate_series(1, 10) AS p`)
  await client.query(`
    INSERT INTO analytics_sessions (day, session_id)
    SELECT current_date - d, 'web_' || (1790000000000 + d * 100000 + s) || '_bench' || s
      FROM generate_series(0, ${DAYS - 1}) AS d, generate_series(1, ${SESSIONS_PER_DAY}) AS s`)
  // The rollups the track call keeps beside the day counts, as it would have left them.
  await client.query(`INSERT INTO analytics_totals (day, metric, count) SELECT day, event_type, sum(count) FROM analytics_daily GROUP BY day, event_type`)
  await client.query(`INSERT INTO analytics_totals (day, metric, count) SELECT day, 'session', count(*) FROM analytics_sessions GROUP BY day`)
  await client.query(`
    INSERT INTO analytics_pages_monthly (month, path, views)
    SELECT date_trunc('month', day)::date, path, sum(count) FROM analytics_daily WHERE event_type = 'page_view' GROUP BY 1, 2`)
  await client.query('ANALYZE analytics_daily; ANALYZE analytics_sessions; ANALYZE analytics_totals; ANALYZE analytics_pages_monthly')
  const events = Number((await client.query('SELECT sum(count) AS n FROM analytics_daily')).rows[0].n)
  const sessions = Number((await client.query('SELECT count(*) AS n FROM analytics_sessions')).rows[0].n)
  return { events, sessions, fillMs: Math.round(performance.now() - started) }
}

type Options = { cookie: string; method?: 'GET' | 'POST'; body?: string }

async function measure(url: string, { cookie, method = 'GET', body }: Options) {
  const result = await autocannon({
    url,
    method,
    connections: 10,
    duration: SECONDS,
    headers: { cookie, ...(body ? { 'content-type': 'application/json', origin: new URL(url).origin } : {}) },
    ...(body ? { body } : {}),
  })
  return { requestsPerSecond: result.requests.average, latencyMs: { p50: result.latency.p50, p99: result.latency.p99 }, non2xx: result.non2xx }
}

try {
  const client = new pg.Client({ connectionString: portal.databaseUrl })
  await client.connect()
  const rows = await fill(client)
  await client.end()
  if (rows.events < 1_000_000) throw new Error(`only ${rows.events} events generated`)

  const login = await fetch(`${portal.siteUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  })
  if (login.status !== 200) throw new Error(`the admin could not sign in: ${login.status}`)
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')

  const month = await measure(`${portal.siteUrl}/api/admin/analytics?days=30`, { cookie })
  const year = await measure(`${portal.siteUrl}/api/admin/analytics?days=365`, { cookie })
  const consent = `cookieConsent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: true, preferences: false }))}`
  const track = await measure(`${portal.siteUrl}/api/analytics/track`, {
    cookie: consent,
    method: 'POST',
    body: JSON.stringify({ eventType: 'page_view', platform: 'web', sessionId: 'web_1795000000000_benchsession', metadata: { path: '/yachts' } }),
  })
  writeResults('analytics', {
    rows,
    reportLast30Days: month,
    reportLastYear: year,
    track,
    // The tab loads once when it is opened: a year's report within half a second, ten admins at once.
    target: { yearReportP99Ms: 500, met: year.latencyMs.p99 <= 500 && year.non2xx === 0 },
  })
} finally {
  await portal.stop()
}
process.exit(0)
