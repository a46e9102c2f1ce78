import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { firstLoadJavaScript } from '../support/firstLoadJavaScript'

/**
 * The JavaScript budget (issue "Fast again", item 2), read from the build this run's portal serves:
 * the gzip bytes a first visit loads before any interaction, per page template. No browser: bytes
 * are counted from the files (tests/support/firstLoadJavaScript.ts), so the figure is the same on
 * every run. Over budget, the test names the modules, largest first.
 */
const LIST_BUDGET_KB = 20
const DETAIL_BUDGET_KB = 30

const clientDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'site', 'current', 'client')

/** A detail page of the build: the first document's, by its address. */
function firstDetail(folder: string): string {
  const first = fs
    .readdirSync(path.join(clientDir(), folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(clientDir(), folder, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))[0]
  if (!first) throw new Error(`the build has no page under /${folder}/`)
  return `/${folder}/${first}`
}

const LIST_PAGES = ['/', '/en/', '/yachts', '/destinations', '/trip-packages', '/events', '/wiki', '/en/yachts']
const DETAIL_FOLDERS = ['yacht', 'destination', 'events', 'wiki', 'trips', 'en/yacht', 'en/wiki']

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

async function expectWithin(pagePath: string, budgetKb: number): Promise<void> {
  const loaded = await firstLoadJavaScript(clientDir(), pagePath)
  const modules = loaded.modules.map((module) => `${kb(module.gzipBytes).padStart(6)} kB  ${module.module}`).join('\n')
  expect(loaded.gzipBytes, `${pagePath} loads ${kb(loaded.gzipBytes)} kB of JavaScript at start, over its ${budgetKb} kB:\n${modules}`).toBeLessThanOrEqual(budgetKb * 1024)
}

test('the home page and the list pages load at most 20 kB of JavaScript (gzip) before any interaction', async () => {
  for (const pagePath of LIST_PAGES) await expectWithin(pagePath, LIST_BUDGET_KB)
})

test('detail pages load at most 30 kB of JavaScript (gzip) before any interaction', async () => {
  for (const folder of DETAIL_FOLDERS) await expectWithin(firstDetail(folder), DETAIL_BUDGET_KB)
})
