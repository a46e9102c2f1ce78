import type { Locator, Page } from '@playwright/test'

/** Resolves once the page's first island has hydrated (Astro drops its `ssr` attribute then). */
export function islandHydrated(page: Page): Promise<void> {
  return page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' })
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
