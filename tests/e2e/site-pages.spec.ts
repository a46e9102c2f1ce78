import { expect, test } from '@playwright/test'

import { cmsUrl, E2E_ADMIN, siteUrl } from './support/admin'
import { freezeClock } from './support/page'

test('the yachts list shows every published yacht, in Russian and in English', async ({ page }) => {
  await page.goto(`${siteUrl()}/yachts`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  const cards = page.locator('[data-yacht-id]')
  expect(await cards.count()).toBeGreaterThanOrEqual(12)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Яхты')

  await page.goto(`${siteUrl()}/en/yachts`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yachts')
  expect(await page.locator('[data-yacht-id]').count()).toBe(await cards.count())
})

test('a yacht opens at /yacht/{id} and at /yachts/{id}', async ({ page }) => {
  await page.goto(`${siteUrl()}/yachts`)
  const first = page.locator('[data-yacht-id]').first()
  const id = await first.getAttribute('data-yacht-id')
  const name = await first.getByRole('heading').textContent()
  await first.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/yacht/${id}/?$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '')
  // The second address is the same page, served from the first's file: its canonical link names /yacht/{id}.
  await page.goto(`${siteUrl()}/yachts/${id}`)
  await expect(page).toHaveURL(new RegExp(`/yachts/${id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/yacht/${id}$`))
  await page.goto(`${siteUrl()}/en/yachts/${id}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/en/yacht/${id}$`))
  expect((await page.request.get(`${siteUrl()}/yachts/999999`)).status()).toBe(404)
})

test('the home page shows the five hero slides and links to the yachts', async ({ page }) => {
  // The slideshow turns every few seconds: on a busy machine the next slide covered the link mid-click.
  await freezeClock(page)
  await page.goto(`${siteUrl()}/`)
  await expect(page.locator('.slide')).toHaveCount(5)
  await page.getByRole('link', { name: 'Найти яхты' }).click()
  await expect(page).toHaveURL(/\/yachts\/?$/)
})

test('an unknown address answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto(`${siteUrl()}/no-such-page`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
  const english = await page.goto(`${siteUrl()}/en/no-such-page`)
  expect(english?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('pages go out compressed and are revalidated on each visit', async ({ request }) => {
  for (const encoding of ['br', 'gzip']) {
    const page = await request.get(`${siteUrl()}/yachts`, { headers: { 'accept-encoding': encoding } })
    expect(page.headers()['content-encoding']).toBe(encoding)
    expect(page.headers()['cache-control']).toBe('no-cache')
  }
})

test('the yachts list filters by type, guests and price, combined, with an empty state', async ({ page }) => {
  await page.goto(`${siteUrl()}/yachts`)
  const visible = page.locator('[data-yacht-id]:visible')
  const count = page.locator('[data-catalogue-count]')
  await expect(visible).toHaveCount(14)
  const group = (legend: string) => page.getByRole('group', { name: legend })

  await group('Тип').getByRole('button', { name: 'Скоростной катер' }).click()
  await expect(visible).toHaveCount(3)
  await expect(count).toHaveText('3 яхты')
  await group('Цена за день').getByRole('button', { name: 'До 50 000 ₽' }).click()
  await expect(visible).toHaveCount(3)

  await group('Тип').getByRole('button', { name: 'Моторная яхта' }).click()
  await expect(visible).toHaveCount(0)
  await expect(page.getByText('Нет яхт с такими параметрами.')).toBeVisible()
  await page.getByRole('button', { name: /Сбросить/ }).click()
  await expect(visible).toHaveCount(14)

  await group('Гостей').getByRole('button', { name: '9 и больше' }).click()
  await expect(visible).toHaveCount(4)

  // The choice is the page's address: a reload, a link or Back opens the list on it.
  await group('Тип').getByRole('button', { name: 'Катамаран' }).click()
  await page.getByLabel('Порядок').selectOption('rating')
  await expect(page).toHaveURL(/\/yachts\?type=catamaran&guests=9%2B&order=rating$/)
  await page.reload()
  await expect(group('Тип').getByRole('button', { name: 'Катамаран' })).toHaveAttribute('aria-pressed', 'true')
  await expect(group('Гостей').getByRole('button', { name: '9 и больше' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByLabel('Порядок')).toHaveValue('rating')
  await expect(count).toHaveText('1 яхта')
  await expect(visible).toHaveCount(1)
  await visible.first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/yacht\/\d+$/)
  await page.goBack()
  await expect(count).toHaveText('1 яхта')
  await expect(visible).toHaveCount(1)
})

test('the sitemap lists pages in both languages with their alternates', async ({ request }) => {
  const index = await request.get(`${siteUrl()}/sitemap-index.xml`)
  expect(index.ok()).toBe(true)
  const first = /<loc>([^<]+)<\/loc>/.exec(await index.text())?.[1]
  expect(first).toBeTruthy()
  const sitemap = await (await request.get(`${siteUrl()}${new URL(first!).pathname}`)).text()
  expect(sitemap).toMatch(/\/yachts<\/loc>/)
  expect(sitemap).toMatch(/\/en\/yachts<\/loc>/)
  // The English detail pages, which Astro's i18n fallback renders from the Russian routes, are
  // listed too, each with its Russian alternate.
  const englishYacht = /<url><loc>[^<]*\/en\/yacht\/(\d+)<\/loc>(.*?)<\/url>/.exec(sitemap)
  expect(englishYacht).not.toBeNull()
  expect(englishYacht?.[2]).toMatch(new RegExp(`hreflang="ru-RU" href="[^"]*/yacht/${englishYacht?.[1]}"`))
  expect(sitemap).toContain('hreflang="en-US"')
  expect(sitemap).not.toContain('/404')
  expect(sitemap).not.toMatch(/\/(offer|plans|chat)<\/loc>/)
  // Nor the pages that are a member's or the staff's own, which say so to search engines.
  expect(sitemap).not.toMatch(/\/(account|admin|auth|owner\/dashboard|payment-test)<\/loc>/)
  const account = await (await request.get(`${siteUrl()}/en/account`)).text()
  expect(account).toContain('<meta name="robots" content="noindex">')
  expect(await (await request.get(`${siteUrl()}/yachts`)).text()).not.toContain('name="robots"')
  // The crawlers are told where the sitemap is, at the site's own address.
  expect(await (await request.get(`${siteUrl()}/robots.txt`)).text()).toContain(`Sitemap: ${new URL('/sitemap-index.xml', first).href}`)

  // Each address is the one the page itself calls canonical.
  const yachts = /<loc>([^<]*\/yachts)<\/loc>/.exec(sitemap)?.[1] ?? ''
  expect(yachts).not.toBe('')
  const page = await (await request.get(`${siteUrl()}${new URL(yachts).pathname}`)).text()
  expect(page).toContain(`<link rel="canonical" href="${yachts}"`)
  const englishHome = /<loc>([^<]*\/en\/?)<\/loc>/.exec(sitemap)?.[1] ?? ''
  const home = await (await request.get(`${siteUrl()}/en/`)).text()
  expect(home).toContain(`<link rel="canonical" href="${englishHome}"`)
})

test('an old address an editor redirected leads to its new page, in both languages, with the query kept', async ({ page, request }) => {
  const signedIn = await request.post(`${cmsUrl()}/api/users/login`, { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  const token = String((await signedIn.json()).token)
  const old = `old-safety-${Date.now()}`
  for (const language of ['', '/en']) {
    const made = await request.post(`${cmsUrl()}/api/redirects`, {
      headers: { authorization: `JWT ${token}` },
      data: { from: `${language}/wiki/${old}`, to: `${language}/wiki/cold-water-safety` },
    })
    expect(made.status(), await made.text()).toBe(201)
  }
  const moved = await request.get(`${siteUrl()}/en/wiki/${old}?from=newsletter`, { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe('/en/wiki/cold-water-safety?from=newsletter')
  await page.goto(`${siteUrl()}/wiki/${old}`)
  await expect(page).toHaveURL(/\/wiki\/cold-water-safety\/?$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  // An address nothing leads from is still not found.
  expect((await request.get(`${siteUrl()}/wiki/${old}-nowhere`, { maxRedirects: 0 })).status()).toBe(404)
})
