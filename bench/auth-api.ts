/**
 * Throughput and latency of the account API under load on loopback (autocannon): GET /api/user
 * for a signed-in visitor, and POST /api/login. Sign-in is deliberately slow (PBKDF2-SHA256 with
 * 600,000 iterations per attempt) and limited per client, so this run lifts the limits
 * (RATE_LIMIT_FACTOR) to measure the work itself. Starts its own portal; writes
 * bench/results/auth-api.json.
 */
import autocannon from 'autocannon'

import { benchPortal, writeResults } from './lib/benchPortal'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PASSWORD = 'Bench#Sailing2026'

process.env.RATE_LIMIT_FACTOR = '1000000'
const portal = await benchPortal('auth', { reuse: false })

type Figures = { requestsPerSecond: number; latencyMs: { p50: number; p99: number; max: number }; non2xx: number; errors: number; connections: number }

async function load(title: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ duration: SECONDS, ...options })
  console.log(title, `${result.requests.average} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`)
  return {
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    connections: options.connections ?? 10,
  }
}

try {
  const email = `bench-${Date.now()}@test.local`
  const registered = await fetch(`${portal.siteUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email, password: PASSWORD, roles: ['customer'], photoUrl: null }),
  })
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`)
  const cookie = registered.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')

  const currentUser = await load('GET /api/user', { url: `${portal.siteUrl}/api/user`, connections: 10, headers: { cookie } })
  const login = await load('POST /api/login', {
    url: `${portal.siteUrl}/api/login`,
    method: 'POST',
    connections: 4,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  })
  writeResults('auth-api', { durationSeconds: SECONDS, currentUser, login })
} finally {
  await portal.stop()
}
process.exit(0)
