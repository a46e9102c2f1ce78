/**
 * Event registration under contention (issue "Community …"): 400 members register for one event
 * of 100 places, 50 requests at a time, through the site server as the browser does. Every request
 * queues on the event's row lock, so this is the worst case: all of them on one event. Reports
 * requests per second and the latency percentiles, and checks that exactly 100 got a place.
 * Starts its own portal; writes bench/results/events.json.
 */
import pg from 'pg'

import { benchPortal, writeResults } from './lib/benchPortal'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 400)
const PLACES = 100
const CONCURRENCY = 50
const PASSWORD = 'Bench-member-Passw0rd!'

process.env.RATE_LIMIT_FACTOR = '1000000'
const portal = await benchPortal('events', { reuse: false })

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await work(items[index]!)
      }
    }),
  )
  return results
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

try {
  const client = new pg.Client({ connectionString: portal.databaseUrl })
  await client.connect()
  const event = await client.query(`SELECT id FROM events WHERE _status = 'published' AND start_date > now() ORDER BY id LIMIT 1`)
  const eventId = Number(event.rows[0].id)
  await client.query('UPDATE events SET max_participants = $1 WHERE id = $2', [PLACES, eventId])

  // Members, signed up through the portal and then confirmed, each with their own session.
  const stamp = Date.now()
  const cookies = await inBatches(
    Array.from({ length: MEMBERS }, (_, index) => `bench-event-${stamp}-${index}@test.local`),
    8,
    async (email) => {
      const answer = await fetch(`${portal.siteUrl}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Bench', lastName: 'Sailor', email, password: PASSWORD, roles: ['customer'], photoUrl: null }),
      })
      if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status}`)
      return answer.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ')
    },
  )
  await client.query(`UPDATE users SET email_verified = true WHERE email LIKE $1`, [`bench-event-${stamp}-%`])
  await client.end()

  const origin = new URL(portal.siteUrl).origin
  const started = performance.now()
  const answers = await inBatches(cookies, CONCURRENCY, async (cookie) => {
    const sent = performance.now()
    const response = await fetch(`${portal.siteUrl}/api/events/${eventId}/registrations`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: '{}',
    })
    const body = (await response.json()) as { status?: string }
    return { ms: performance.now() - sent, status: response.status, place: body.status }
  })
  const seconds = (performance.now() - started) / 1000
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b)
  const registered = answers.filter((answer) => answer.place === 'registered').length
  const waitlisted = answers.filter((answer) => answer.place === 'waitlisted').length
  if (registered !== PLACES || registered + waitlisted !== MEMBERS) throw new Error(`expected ${PLACES} places, got ${registered} registered and ${waitlisted} waitlisted`)
  writeResults('events', {
    members: MEMBERS,
    places: PLACES,
    concurrency: CONCURRENCY,
    registered,
    waitlisted,
    requestsPerSecond: Math.round((MEMBERS / seconds) * 10) / 10,
    latencyMs: { p50: Math.round(percentile(latencies, 50)), p99: Math.round(percentile(latencies, 99)), max: Math.round(latencies.at(-1)!) },
  })
} finally {
  await portal.stop()
}
process.exit(0)
