import type { Browser, Locator, Page } from '@playwright/test'

import { E2E_ADMIN, siteUrl } from './admin'

/** Resolves once the page's first island has hydrated (Astro drops its `ssr` attribute then). */
export function islandHydrated(page: Page): Promise<void> {
  return page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' })
}

/**
 * The island holding `target` (a CSS selector, or a locator of what the island renders), once it
 * has hydrated: scrolled into view first, which a `client:visible` island waits for. Typing into
 * it before then is lost when React takes over.
 */
export async function hydratedIsland(page: Page, target: string | Locator): Promise<Locator> {
  const content = typeof target === 'string' ? page.locator(target) : target
  await content.scrollIntoViewIfNeeded()
  await page.locator('astro-island:not([ssr])').filter({ has: content }).first().waitFor({ state: 'attached' })
  return content
}

/** The toast on screen (spec 9 shows one at a time). */
export function toast(page: Page): Locator {
  return page.locator('[data-toast]')
}

/**
 * Stops the page's clock before it loads, so only `page.clock.runFor` moves its timers: an
 * installed clock otherwise keeps pace with real time, and a busy machine eats the margins.
 */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
}

/** A page of its own browser context, in `locale`, signed in as one of the seed's demo accounts (or the e2e admin), whose password is the admin's. */
export async function signedInPage(browser: Browser, email: string, locale: string): Promise<Page> {
  const page = await (await browser.newContext({ locale })).newPage()
  const answer = await page.request.post(`${siteUrl()}/api/login`, { data: { email, password: E2E_ADMIN.password } })
  if (answer.status() !== 200) throw new Error(`signing in as ${email} answered ${answer.status()}`)
  return page
}
