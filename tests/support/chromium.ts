/**
 * Debian's Chromium, as every browser here is launched (end-to-end tests, benchmarks): Playwright's
 * own browser download cannot run on these machines, and a headless run must not reach out to
 * Google's services.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
