import { defineConfig } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium'

/** The files whose tests publish content, each publish starting a site rebuild. */
const PUBLISHING = ['**/publish-to-live.spec.ts', '**/submissions.spec.ts', '**/replicas.spec.ts']

/**
 * End-to-end tests drive the real portal (started by globalSetup on free ports, with its own
 * database and data directory) in Debian's Chromium: Playwright's own browser download cannot run
 * on these machines.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  projects: [
    { name: 'portal', testIgnore: PUBLISHING },
    // Publishing rebuilds the site in the background on the same two cores: run last, nothing waits behind those builds.
    { name: 'publishing', testMatch: PUBLISHING, dependencies: ['portal'] },
  ],
  use: {
    // Visitors in most tests have already answered the cookie banner (necessary only), so it
    // covers nothing; tests of the banner itself start without the cookie.
    storageState: {
      cookies: [
        {
          name: 'cookieConsent',
          value: encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, preferences: false })),
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
  },
})
