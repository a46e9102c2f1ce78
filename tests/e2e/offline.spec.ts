import { expect, test } from '@playwright/test'

import { siteUrl } from './support/admin'

test('the service worker keeps visited pages and their pictures for offline use and reports its caches', async ({ page, context }) => {
  await page.goto(`${siteUrl()}/yachts`)
  await page.evaluate(() => navigator.serviceWorker.ready)
  // The first visit installs the worker; the next navigation goes through it and is cached.
  await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  await page.goto(`${siteUrl()}/en/yachts`)

  // The worker keeps its copies after it answered: wait until both pages and a picture are kept.
  const cacheStats = () =>
    page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = (event) => resolve(event.data)
          navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_STATS' }, [channel.port2])
        }),
    )
  await expect
    .poll(async () => {
      const { caches } = (await cacheStats()) as { caches: Record<string, number> }
      return (caches['forced-update-v1'] ?? 0) >= 2 && (caches['media-v1'] ?? 0) > 0
    })
    .toBe(true)
  expect(await cacheStats()).toMatchObject({
    type: 'CACHE_STATS',
    caches: { 'prefetch-v1': expect.any(Number), 'forced-update-v1': expect.any(Number), 'media-v1': expect.any(Number) },
  })

  await context.setOffline(true)
  await page.goto(`${siteUrl()}/yachts`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Яхты')
  // The pictures come from the site's own /media/, and offline from the worker's cache.
  const picture = page.locator('img[src^="/media/"]').first()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await page.goto(`${siteUrl()}/en/yachts`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yachts')
  await context.setOffline(false)
})

test('a new version of the worker is offered (spec 2.7); accepting reloads the page under it', async ({ page, context }) => {
  // The visitor installed an older release of the worker (its script one line different)…
  const release = await (await page.request.get(`${siteUrl()}/sw.js`)).text()
  let olderServed = 0
  await context.route('**/sw.js', (route) => {
    olderServed++
    return route.fulfill({ contentType: 'text/javascript', body: `${release}\n// an older release\n` })
  })
  await page.goto(`${siteUrl()}/yachts`)
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  expect(olderServed).toBeGreaterThan(0)

  // …and comes back after the current one was released: the next page load finds it waiting.
  await context.unroute('**/sw.js')
  const asked = page.waitForEvent('dialog')
  await page.reload()
  const dialog = await asked
  expect(dialog.message()).toBe('Доступна новая версия приложения. Обновить сейчас?')
  const reloaded = page.waitForEvent('load')
  await dialog.accept()
  await reloaded
  const registration = await page.evaluate(async () => {
    const current = await navigator.serviceWorker.getRegistration()
    return { waiting: Boolean(current?.waiting), controlled: Boolean(navigator.serviceWorker.controller) }
  })
  expect(registration).toEqual({ waiting: false, controlled: true })
})
