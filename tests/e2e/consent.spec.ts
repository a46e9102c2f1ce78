import { expect, test } from '@playwright/test'

import { siteUrl } from './support/admin'

test.use({ storageState: { cookies: [], origins: [] } })

async function consentCookie(context: import('@playwright/test').BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'cookieConsent')
  return cookie ? { value: JSON.parse(decodeURIComponent(cookie.value)) as unknown, expires: cookie.expires } : null
}

test('a first visit asks about cookies; the answer is kept for a year and not asked again', async ({ page, context }) => {
  await page.goto(`${siteUrl()}/`)
  const banner = page.getByRole('region', { name: 'Мы используем файлы cookie' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Только необходимые' }).click()
  await expect(banner).toBeHidden()
  const cookie = await consentCookie(context)
  expect(cookie?.value).toEqual({ necessary: true, analytics: false, preferences: false })
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86400)
  await page.goto(`${siteUrl()}/yachts`)
  await expect(banner).toBeHidden()
})

test('the categories can be chosen one by one, and changed later from the footer', async ({ page, context }) => {
  await page.goto(`${siteUrl()}/en/`)
  const banner = page.getByRole('region', { name: 'We use cookies' })
  await banner.getByRole('button', { name: 'Customize' }).click()
  await banner.getByLabel('Preferences').check()
  await banner.getByRole('button', { name: 'Save my choice' }).click()
  expect((await consentCookie(context))?.value).toEqual({ necessary: true, analytics: false, preferences: true })

  await page.getByRole('button', { name: 'Cookie settings' }).click()
  await expect(banner.getByLabel('Preferences')).toBeChecked()
  await banner.getByLabel('Analytics').check()
  await banner.getByRole('button', { name: 'Save my choice' }).click()
  expect((await consentCookie(context))?.value).toEqual({ necessary: true, analytics: true, preferences: true })
})

test('a corrupt consent cookie counts as no answer', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookieConsent', value: '%7Bbroken', domain: 'localhost', path: '/' }])
  await page.goto(`${siteUrl()}/`)
  await expect(page.getByRole('region', { name: 'Мы используем файлы cookie' })).toBeVisible()
})

test('recently viewed yachts appear on the list only with consent to preferences, newest first, at most five', async ({ page, context }) => {
  await page.goto(`${siteUrl()}/yachts`)
  await page.getByRole('button', { name: 'Только необходимые' }).click()
  const ids = await page.locator('[data-yacht-id]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-yacht-id')))
  await page.goto(`${siteUrl()}/yacht/${ids[0]}`)
  await page.goto(`${siteUrl()}/yachts`)
  await expect(page.locator('[data-recently-viewed]')).toBeHidden()
  expect((await context.cookies()).some((c) => c.name === 'recentlyViewedYachts')).toBe(false)

  await page.getByRole('button', { name: 'Настройки cookie' }).click()
  await page.getByLabel('Предпочтения').check()
  await page.getByRole('button', { name: 'Сохранить выбор' }).click()
  for (const id of ids.slice(0, 6)) await page.goto(`${siteUrl()}/yacht/${id}`)
  await page.goto(`${siteUrl()}/yacht/${ids[2]}`)
  await page.goto(`${siteUrl()}/yachts`)
  const recent = page.locator('[data-recent-yacht]')
  await expect(recent).toHaveCount(5)
  expect(await recent.evaluateAll((links) => links.map((a) => a.getAttribute('data-recent-yacht')))).toEqual([ids[2], ids[5], ids[4], ids[3], ids[1]])
  const cookie = (await context.cookies()).find((c) => c.name === 'recentlyViewedYachts')
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29 * 86400)

  // Withdrawing the consent forgets them.
  await page.getByRole('button', { name: 'Настройки cookie' }).click()
  await page.getByLabel('Предпочтения').uncheck()
  await page.getByRole('button', { name: 'Сохранить выбор' }).click()
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'recentlyViewedYachts')).toBe(false)
  await page.reload()
  await expect(page.locator('[data-recently-viewed]')).toBeHidden()
})
