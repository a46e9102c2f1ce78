/**
 * JavaScript sent on the first load of key pages (compressed bytes on the wire, as Chromium
 * counts them) against the budgets of issue 3: `/` at most 100 kB gzip, a detail page at most
 * 80 kB. Uses the portal at BENCH_SITE_URL, or starts its own. Writes bench/results/page-weight.json.
 */
import { chromium } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

import { freePort } from '../scripts/lib/postgres'
import { startPortal, type Portal } from '../scripts/lib/portal'
import { ROOT_DIR } from '../scripts/lib/settings'
import { createTestDatabase, testRunDir, type TestDatabase } from '../tests/support/testDatabase'

const BUDGETS_KB: Record<string, number> = { '/': 100, '/yachts': 100, '/yacht/1': 80, '/destination/1': 80, '/trips/1': 80 }

let portal: Portal | null = null
let database: TestDatabase | null = null
let dataDir: string | null = null
let siteUrl = process.env.BENCH_SITE_URL
if (!siteUrl) {
  dataDir = testRunDir('bench-weight')
  database = await createTestDatabase('bench')
  portal = await startPortal({ dataDir, databaseUrl: database.url, databaseName: database.name, cmsPort: await freePort(), sitePort: await freePort() })
  siteUrl = portal.siteUrl
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const results: Record<string, { jsKb: number; totalKb: number; budgetKb: number; withinBudget: boolean }> = {}
try {
  for (const [pagePath, budgetKb] of Object.entries(BUDGETS_KB)) {
    // The service worker would answer later requests itself, hiding their bytes from the page.
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const types = new Map<string, string>()
    let js = 0
    let total = 0
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
    cdp.on('Network.loadingFinished', (event) => {
      total += event.encodedDataLength
      if (types.get(event.requestId) === 'Script') js += event.encodedDataLength
    })
    await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'networkidle' })
    // Islands hydrate on idle or when visible: scroll through the page so they all load.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 15_000 })
    await page.waitForTimeout(500)
    const jsKb = Math.round((js / 1024) * 10) / 10
    results[pagePath] = { jsKb, totalKb: Math.round((total / 1024) * 10) / 10, budgetKb, withinBudget: jsKb <= budgetKb }
    await context.close()
  }
} finally {
  await browser.close()
  await portal?.stop()
  await database?.dispose()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
}

const output = { date: new Date().toISOString(), siteUrl, pages: results }
fs.mkdirSync(path.join(ROOT_DIR, 'bench', 'results'), { recursive: true })
fs.writeFileSync(path.join(ROOT_DIR, 'bench', 'results', 'page-weight.json'), `${JSON.stringify(output, null, 2)}\n`)
console.log(JSON.stringify(output, null, 2))
process.exit(0)
