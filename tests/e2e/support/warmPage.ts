import { test as base, type Page } from '@playwright/test'

/**
 * A test whose `warm` page is one page kept open across the file's tests, as a visitor browses:
 * its cache stays warm, so each test pays for its route's HTML, not for a new browser context and
 * every script again (on two cores, a fresh context per test made the long route-by-route files
 * the suite's slowest). Each test still checks its route on its own, and a failure fails that test
 * only. `prepare` runs once on the new page (an init script, say).
 */
export function warmPageTest(prepare?: (page: Page) => Promise<unknown>) {
  return base.extend<object, { warm: Page }>({
    warm: [
      async ({ browser }, use, workerInfo) => {
        // The configured visitor: cookie banner already answered, as every test's page has it.
        const context = await browser.newContext({ storageState: workerInfo.project.use.storageState })
        const page = await context.newPage()
        await prepare?.(page)
        await use(page)
        await context.close()
      },
      { scope: 'worker' },
    ],
  })
}
