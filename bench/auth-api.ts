/**
 * Throughput and latency of the account API under load on loopback (autocannon): GET /api/user
 * for a signed-in visitor at 10 and 100 connections, a static page from the same server at 100
 * connections (the ratio says what the session check costs) and, when Caddy is installed, the
 * same page through docker-compose's proxy (deploy/Caddyfile), which serves the build's files
 * itself, as the reference for the site server's static serving; and POST /api/login. Sign-in is deliberately slow (PBKDF2-SHA256 with
 * 600,000 iterations per attempt) and limited per client, so this run lifts the limits
 * (RATE_LIMIT_FACTOR) to measure the work itself. Starts its own portal; writes
 * bench/results/auth-api.json.
 */
import autocannon from 'autocannon'

import { caddyInstalled, startProxy } from '@scripts/lib/proxy'
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
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')

  const currentUser10 = await load('GET /api/user (10 connections)', { url: `${portal.siteUrl}/api/user`, connections: 10, headers: { cookie } })
  const currentUser100 = await load('GET /api/user (100 connections)', { url: `${portal.siteUrl}/api/user`, connections: 100, headers: { cookie } })
  const staticPage100 = await load('GET /yachts (static, 100 connections)', { url: `${portal.siteUrl}/yachts`, connections: 100, headers: { 'accept-encoding': 'br' } })
  let throughProxy: Figures | null = null
  if (caddyInstalled() && portal.dataDir) {
    const proxy = await startProxy({ siteUrl: portal.siteUrl, dataDir: portal.dataDir })
    try {
      throughProxy = await load('GET /yachts (static, through the proxy, 100 connections)', { url: `${proxy.url}/yachts`, connections: 100, headers: { 'accept-encoding': 'br' } })
    } finally {
      proxy.stop()
    }
  } else console.log('Caddy is not installed (apt-get install caddy): no proxy reference figure')
  const failures = currentUser10.non2xx + currentUser100.non2xx + currentUser10.errors + currentUser100.errors
  if (failures > 0) throw new Error(`GET /api/user failed ${failures} times under load`)
  const login = await load('POST /api/login', {
    url: `${portal.siteUrl}/api/login`,
    method: 'POST',
    connections: 4,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  })
  writeResults('auth-api', {
    durationSeconds: SECONDS,
    currentUser: { connections10: currentUser10, connections100: currentUser100 },
    staticPage: {
      connections100: staticPage100,
      throughProxy100: throughProxy,
      siteServerToProxyRatio: throughProxy ? Number((staticPage100.requestsPerSecond / throughProxy.requestsPerSecond).toFixed(3)) : null,
    },
    currentUserToStaticRatio: Number((currentUser100.requestsPerSecond / staticPage100.requestsPerSecond).toFixed(3)),
    // Issue #32's figure for the account API on this machine, load generator included.
    target: { currentUserRequestsPerSecond: 3000, currentUserP99Ms: 50, met: currentUser100.requestsPerSecond >= 3000 && currentUser100.latencyMs.p99 < 50 },
    login,
  })
} finally {
  await portal.stop()
}
process.exit(0)
