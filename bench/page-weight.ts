/**
 * JavaScript sent on the first load of key pages (compressed bytes on the wire, as Chromium
 * counts them) against the budgets of issue 3: `/` at most 100 kB gzip, a detail page at most
 * 80 kB. Uses the portal at BENCH_SITE_URL, or starts its own. Writes bench/results/page-weight.json.
 */
import { chromium } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium'
import { benchPortal, writeResults } from './lib/benchPortal'

const BUDGETS_KB: Record<string, number> = { '/': 100, '/yachts': 100, '/yacht/1': 80, '/destination/1': 80, '/trips/1': 80 }

const portal = await benchPortal('weight')
const { siteUrl } = portal

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
const results: Record<string, { jsKb: number; totalKb: number; budgetKb: number; withinBudget: boolean; scripts: Record<string, number> }> = {}
try {
  for (const [pagePath, budgetKb] of Object.entries(BUDGETS_KB)) {
    // The service worker would answer later requests itself, hiding their bytes from the page.
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const responses = new Map<string, { type: string; url: string }>()
    // Each script's bytes, so a page over its budget says what to look at.
    const scripts: Record<string, number> = {}
    let js = 0
    let total = 0
    cdp.on('Network.responseReceived', (event) => responses.set(event.requestId, { type: event.type, url: event.response.url }))
    cdp.on('Network.loadingFinished', (event) => {
      total += event.encodedDataLength
      const response = responses.get(event.requestId)
      if (response?.type !== 'Script') return
      js += event.encodedDataLength
      scripts[new URL(response.url).pathname] = Math.round((event.encodedDataLength / 1024) * 10) / 10
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
    results[pagePath] = { jsKb, totalKb: Math.round((total / 1024) * 10) / 10, budgetKb, withinBudget: jsKb <= budgetKb, scripts }
    await context.close()
  }
} finally {
  await browser.close()
  await portal.stop()
}

writeResults('page-weight', { siteUrl, pages: results })
process.exit(0)
