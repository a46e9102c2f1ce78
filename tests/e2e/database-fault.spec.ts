import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { buildFolder, makeLive } from '@cms/features/publishing/liveBuild'

import { startDatabaseProcess, type DatabaseProcess } from '@scripts/lib/databaseProcess'
import { migrateDatabase } from '@scripts/lib/migrate'
import { freePort } from '@scripts/lib/postgres'
import { startChild, stopChild, waitForUrl } from '@scripts/lib/processes'
import { ROOT_DIR } from '@scripts/lib/settings'
import { testRunDir } from '../support/testDatabase'
import { cmsUrl, siteUrl } from './support/admin'
import { toast } from './support/page'

/** Makes the e2e run's live build (its data folder's site/current) the live build of `databaseUrl` too. */
async function serveTheRunsBuild(databaseUrl: string) {
  const id = path.basename(fs.readlinkSync(path.join(process.env.E2E_DATA_DIR ?? '', 'site', 'current')))
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  try {
    await makeLive(pool, { id, dir: buildFolder(id), builtAt: new Date().toISOString(), pageCount: 0 }, { reason: 'the e2e run’s build', startedAt: new Date() })
  } finally {
    await pool.end()
  }
}

/**
 * A back-end failure is not a sign-out. A site server of its own (the e2e run's live build, a
 * database of its own that the test stops and starts again) under steady load: while the
 * database is down, pages keep coming, /api/user answers 503 within a second with Retry-After and
 * keeps the session's cookie; once it is back, the same session answers 200 again.
 */
test('the database stops under load: pages still served, /api/user 503 fast with the cookie kept, then 200 again', async ({ page }) => {
  test.setTimeout(180_000)
  const dir = testRunDir('fault')
  const databasePort = await freePort()
  const start = () => startDatabaseProcess({ dataDir: path.join(dir, 'pg'), database: 'fault', port: databasePort })
  let database: DatabaseProcess = await start()
  await migrateDatabase(database.url)
  // The live build is a row of the database: this one names the run's.
  await serveTheRunsBuild(database.url)
  const sitePort = await freePort()
  const faultSiteUrl = `http://127.0.0.1:${sitePort}`
  const site = startChild(
    'fault-site',
    [path.join(ROOT_DIR, 'scripts', 'serve-site.mjs')],
    {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: 'database-fault-test-secret',
      PORTAL_DATA_DIR: process.env.E2E_DATA_DIR,
      PORTAL_RUN_MIGRATIONS: 'false',
      SITE_PORT: String(sitePort),
      SITE_URL: faultSiteUrl,
    },
    { longRunning: false, stoppedBy: 'caller' },
  )
  try {
    await waitForUrl(`${faultSiteUrl}/`, 60_000, site)
    const registered = await fetch(`${faultSiteUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Fault', lastName: 'Test', email: 'fault@test.local', password: 'Sailing#2026', roles: ['customer'] }),
    })
    expect(registered.status).toBe(201)
    const cookie = registered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')

    type Sample = { at: number; status: number; ms: number; clearsCookie: boolean; retryAfter: string | null }
    const userSamples: Sample[] = []
    const pageStatuses: number[] = []
    let running = true
    const sample = async (url: string, headers: Record<string, string>) => {
      const started = Date.now()
      const response = await fetch(url, { headers }).catch(() => null)
      const ms = Date.now() - started
      await response?.arrayBuffer()
      return {
        at: started,
        status: response?.status ?? 0,
        ms,
        clearsCookie: (response?.headers.getSetCookie() ?? []).some((line) => /^payload-token=;/.test(line)),
        retryAfter: response?.headers.get('retry-after') ?? null,
      }
    }
    // Steady load: four visitors asking who they are, two loading a page, one request at a time each.
    const workers = [
      ...Array.from({ length: 4 }, async () => {
        while (running) userSamples.push(await sample(`${faultSiteUrl}/api/user`, { cookie }))
      }),
      ...Array.from({ length: 2 }, async () => {
        while (running) pageStatuses.push((await sample(`${faultSiteUrl}/yachts`, {})).status)
      }),
    ]
    const waitFor = async (condition: () => boolean, what: string) => {
      const deadline = Date.now() + 30_000
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
        await new Promise((resolve) => setImmediate(resolve))
      }
    }

    await waitFor(() => userSamples.filter((s) => s.status === 200).length >= 20, 'answers while the database is up')
    expect((await fetch(`${faultSiteUrl}/readyz`)).status).toBe(200)
    const stoppedAt = Date.now()
    await database.stop()
    const downFrom = userSamples.length
    await waitFor(() => userSamples.slice(downFrom).filter((s) => s.status === 503).length >= 20, '503s while the database is down')
    const pagesWhileDown = pageStatuses.length
    await waitFor(() => pageStatuses.length >= pagesWhileDown + 10, 'pages while the database is down')
    const down = userSamples.slice(downFrom).filter((s) => s.at > stoppedAt)
    // A proxy's probes: the server is alive, and not ready while its database is away.
    expect((await fetch(`${faultSiteUrl}/healthz`)).status).toBe(200)
    const unready = await fetch(`${faultSiteUrl}/readyz`)
    expect(unready.status).toBe(503)
    expect(await unready.json()).toEqual({ status: 'unready', reason: 'the database does not answer' })
    // A signed-in visitor opening a page meanwhile is told, in the spec's words, and keeps the session.
    await page.context().addCookies(cookie.split('; ').map((pair) => ({ name: pair.split('=')[0]!, value: pair.slice(pair.indexOf('=') + 1), url: faultSiteUrl })))
    await page.goto(`${faultSiteUrl}/yachts`)
    await expect(toast(page)).toContainText('Что-то пошло не так. Попробуйте позже.')
    expect((await page.context().cookies(faultSiteUrl)).some((stored) => stored.name === 'payload-token' && stored.value.length > 0)).toBe(true)

    database = await start()
    const upFrom = userSamples.length
    await waitFor(() => userSamples.slice(upFrom).some((s) => s.status === 200), 'the same session answering again')
    await expect.poll(async () => (await fetch(`${faultSiteUrl}/readyz`)).status).toBe(200)
    running = false
    await Promise.all(workers)

    const failures = down.filter((s) => s.status !== 503 && s.status !== 200)
    expect(failures, 'while down, /api/user answers 503 (or 200 from a request already under way), never 401 or 500').toEqual([])
    const refusals = down.filter((s) => s.status === 503)
    expect(Math.max(...refusals.map((s) => s.ms)), 'each 503 within a second').toBeLessThan(1000)
    expect(
      refusals.every((s) => s.retryAfter !== null),
      '503s carry Retry-After',
    ).toBe(true)
    expect(
      down.some((s) => s.clearsCookie),
      'the session cookie is never cleared',
    ).toBe(false)
    expect(
      pageStatuses.slice(pagesWhileDown).every((status) => status === 200),
      'pages are served throughout',
    ).toBe(true)
  } finally {
    await stopChild(site, 10_000)
    await database.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('the portal’s servers answer their probes: alive, and ready with their database and build', async ({ request }) => {
  for (const base of [siteUrl(), cmsUrl()]) {
    expect((await request.get(`${base}/healthz`)).status(), base).toBe(200)
    const ready = await request.get(`${base}/readyz`)
    expect(ready.status(), base).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
    expect(ready.headers()['cache-control']).toBe('no-store')
  }
})
