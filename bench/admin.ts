/**
 * The admin's calls with a year of data behind them: the bell's poll (GET /api/admin/notifications)
 * over 100,000 notifications, the users search over 20,000 accounts, and the mail list filtered by
 * status over 100,000 messages (autocannon, 10 connections each, as an admin). The rows are
 * written straight into PostgreSQL; the calls go through the site server as the browser's do.
 * Starts its own portal; writes bench/results/admin.json.
 */
import autocannon from 'autocannon'
import pg from 'pg'

import { benchPortal, writeResults } from './lib/benchPortal'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ADMIN = { email: 'bench-admin@baikal-yachts.local', password: 'Bench-admin-Passw0rd!' }
const NOTIFICATIONS = 100_000
const USERS = 20_000
const MESSAGES = 100_000

process.env.RATE_LIMIT_FACTOR = '1000000'
process.env.ADMIN_EMAIL = ADMIN.email
process.env.ADMIN_PASSWORD = ADMIN.password
const portal = await benchPortal('admin', { reuse: false })

/** A year of rows, spread evenly back from now. */
async function fill(client: pg.Client): Promise<Record<string, number>> {
  const timed = async (query: string) => {
    const started = performance.now()
    await client.query(query)
    return Math.round(performance.now() - started)
  }
  return {
    notificationsMs: await timed(`
      INSERT INTO notifications (type, priority, is_read, title, message, metadata, created_at, updated_at)
      SELECT (ARRAY['booking','payment','registration','build'])[1 + i % 4]::enum_notifications_type,
             (ARRAY['urgent','high','normal','low'])[1 + i % 4]::enum_notifications_priority,
             i % 3 = 0, 'Bench notice ' || i, 'Generated for the benchmark, number ' || i, '{}'::jsonb,
             now() - (i * interval '1 year' / ${NOTIFICATIONS}), now()
        FROM generate_series(1, ${NOTIFICATIONS}) AS i`),
    usersMs: await timed(`
      WITH made AS (
        INSERT INTO users (first_name, last_name, email, email_verified, locked, created_at, updated_at)
        SELECT 'Bench' || i, 'Sailor' || (i % 997), 'bench-user-' || i || '@test.local', i % 2 = 0, false,
               now() - (i * interval '1 year' / ${USERS}), now()
          FROM generate_series(1, ${USERS}) AS i
        RETURNING id)
      INSERT INTO users_roles ("order", parent_id, value) SELECT 1, id, 'customer' FROM made`),
    messagesMs: await timed(`
      INSERT INTO email_outbox ("to", "from", subject, text, status, provider, attempts, created_at, updated_at)
      SELECT 'bench-user-' || i || '@test.local', 'Baikal Yachts <no-reply@baikal-yachts.local>', 'Bench message ' || i,
             'Body ' || i, (ARRAY['sent','sent','sent','failed','kept'])[1 + i % 5]::enum_email_outbox_status, 'resend', 1,
             now() - (i * interval '1 year' / ${MESSAGES}), now()
        FROM generate_series(1, ${MESSAGES}) AS i`),
  }
}

async function measure(url: string, cookie: string) {
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers: { cookie } })
  return { requestsPerSecond: result.requests.average, latencyMs: { p50: result.latency.p50, p99: result.latency.p99 }, non2xx: result.non2xx }
}

try {
  const client = new pg.Client({ connectionString: portal.databaseUrl })
  await client.connect()
  const fillMs = await fill(client)
  await client.query('ANALYZE notifications; ANALYZE users; ANALYZE email_outbox')
  await client.end()

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

  const notifications = await measure(`${portal.siteUrl}/api/admin/notifications`, cookie)
  const userSearch = await measure(`${portal.siteUrl}/api/admin/users?q=${encodeURIComponent('sailor42')}`, cookie)
  const failedMail = await measure(`${portal.siteUrl}/api/admin/communications?status=failed`, cookie)
  writeResults('admin', {
    rows: { notifications: NOTIFICATIONS, users: USERS, messages: MESSAGES, fillMs },
    notificationsPoll: notifications,
    userSearch,
    failedMail,
    // The bell polls once a minute per open admin tab; ten admins polling at once still answered within 100 ms.
    target: { notificationsP99Ms: 100, met: notifications.latencyMs.p99 <= 100 && notifications.non2xx === 0 },
  })
} finally {
  await portal.stop()
}
process.exit(0)
