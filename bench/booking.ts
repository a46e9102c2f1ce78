/**
 * The booking path under load on loopback: the public calendar (GET availability, autocannon, 100
 * connections), booking creation when every request wants different days (throughput), and 100
 * simultaneous bookings of the same days (exactly one may win; the rest must be 409s, never 5xx),
 * with their latencies. Starts its own portal; writes bench/results/booking.json.
 */
import autocannon from 'autocannon'

import { benchPortal, median, writeResults } from './lib/benchPortal'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PASSWORD = 'Bench#Sailing2026'
const ADMIN = { email: 'bench-admin@baikal-yachts.local', password: 'Bench-admin-Passw0rd!' }
const MEMBERS = 10
const ROUNDS = 5

process.env.RATE_LIMIT_FACTOR = '1000000'
process.env.ADMIN_EMAIL = ADMIN.email
process.env.ADMIN_PASSWORD = ADMIN.password
const portal = await benchPortal('booking', { reuse: false })

const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10)
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0

async function confirmedMember(adminToken: string, index: number): Promise<string> {
  const email = `bench-booker-${Date.now()}-${index}@test.local`
  const registered = await fetch(`${portal.siteUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Booker', email, password: PASSWORD, roles: ['customer'], photoUrl: null }),
  })
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`)
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const outbox = await fetch(`${portal.cmsUrl}/api/email-outbox?where[to][equals]=${encodeURIComponent(email)}&limit=1`, { headers: { authorization: `JWT ${adminToken}` } })
  const text = ((await outbox.json()) as { docs: { text: string }[] }).docs[0]?.text ?? ''
  const token = /verify-email\?token=([\w-]+)/.exec(text)?.[1]
  const verified = await fetch(`${portal.siteUrl}/api/verify-email`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ token }) })
  if (verified.status !== 200) throw new Error(`confirming ${email} answered ${verified.status}`)
  return cookie
}

async function book(cookie: string, yachtId: number, start: number, end: number): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const answer = await fetch(`${portal.siteUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      yachtId,
      startDate: day(start),
      endDate: day(end),
      guests: 2,
      contactName: 'Bench Booker',
      contactEmail: 'bench@test.local',
      contactPhone: '+7 900 000-00-00',
    }),
  })
  await answer.arrayBuffer()
  return { status: answer.status, ms: performance.now() - started }
}

try {
  const login = await fetch(`${portal.cmsUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  const adminToken = ((await login.json()) as { token: string }).token
  const yachts = (
    (await (await fetch(`${portal.cmsUrl}/api/yachts?where[bookingMode][equals]=instant&where[minimumDays][equals]=1&depth=0&limit=2`)).json()) as { docs: { id: number }[] }
  ).docs
  const [calendarYacht, contendedYacht] = yachts
  if (!calendarYacht || !contendedYacht) throw new Error('the seed has no instant-book yachts with a one-day minimum')
  const members: string[] = []
  for (let index = 0; index < MEMBERS; index += 1) members.push(await confirmedMember(adminToken, index))

  const calendar = await autocannon({ url: `${portal.siteUrl}/api/yachts/${calendarYacht.id}/availability?from=${day(0)}&to=${day(180)}`, connections: 100, duration: SECONDS })
  console.log('GET availability (100 connections)', `${calendar.requests.average} req/s, p99 ${calendar.latency.p99} ms`)

  // Throughput: 100 bookings at once, each of its own days (all may succeed), past the demo bookings.
  const spreadStarted = performance.now()
  const spread = await Promise.all(Array.from({ length: 100 }, (_, index) => book(members[index % MEMBERS]!, calendarYacht.id, 400 + index * 2, 400 + index * 2)))
  const spreadSeconds = (performance.now() - spreadStarted) / 1000

  // Contention: rounds of 100 simultaneous bookings of the same days.
  const rounds: { created: number; refused: number; serverErrors: number; other: number; ms: number }[] = []
  const contendedLatencies: number[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now()
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => book(members[index % MEMBERS]!, contendedYacht.id, 650 + round * 5, 651 + round * 5)))
    contendedLatencies.push(...answers.map((answer) => answer.ms))
    rounds.push({
      created: answers.filter((answer) => answer.status === 201).length,
      refused: answers.filter((answer) => answer.status === 409).length,
      serverErrors: answers.filter((answer) => answer.status >= 500).length,
      other: answers.filter((answer) => answer.status !== 201 && answer.status !== 409 && answer.status < 500).length,
      ms: Math.round(performance.now() - started),
    })
  }
  const serverErrors = rounds.reduce((sum, round) => sum + round.serverErrors, 0)
  writeResults('booking', {
    availability: { connections: 100, requestsPerSecond: calendar.requests.average, latencyMs: { p50: calendar.latency.p50, p99: calendar.latency.p99 }, non2xx: calendar.non2xx },
    creation: {
      concurrent: 100,
      created: spread.filter((answer) => answer.status === 201).length,
      bookingsPerSecond: Number((spread.length / spreadSeconds).toFixed(1)),
      latencyMs: {
        p50: Math.round(median(spread.map((answer) => answer.ms))),
        p99: Math.round(
          percentile(
            spread.map((answer) => answer.ms),
            0.99,
          ),
        ),
      },
    },
    contention: {
      rounds,
      latencyMs: { p50: Math.round(median(contendedLatencies)), p99: Math.round(percentile(contendedLatencies, 0.99)) },
      exactlyOneWinnerEachRound: rounds.every((round) => round.created === 1 && round.refused === 99),
    },
    target: { availabilityRequestsPerSecond: 1000, contentionServerErrors: 0, met: calendar.requests.average >= 1000 && serverErrors === 0 },
  })
} finally {
  await portal.stop()
}
process.exit(0)
