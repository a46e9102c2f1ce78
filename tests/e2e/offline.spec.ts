import { expect, test } from '@playwright/test'

import { siteUrl } from './support/admin'

test('the service worker keeps visited pages for offline use and reports its caches', async ({ page, context }) => {
  await page.goto(`${siteUrl()}/yachts`)
  await page.evaluate(() => navigator.serviceWorker.ready)
  // The first visit installs the worker; the next navigation goes through it and is cached.
  await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  await page.goto(`${siteUrl()}/en/yachts`)

  const stats = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = (event) => resolve(event.data)
        navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_STATS' }, [channel.port2])
      }),
  )
  expect(stats).toMatchObject({ type: 'CACHE_STATS', caches: { 'prefetch-v1': expect.any(Number), 'forced-update-v1': expect.any(Number) } })

  await context.setOffline(true)
  await page.goto(`${siteUrl()}/yachts`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Яхты')
  await page.goto(`${siteUrl()}/en/yachts`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yachts')
  await context.setOffline(false)
})
