import { expect, type Page, test } from '@playwright/test'

import { siteUrl } from './support/admin'

const results = (page: Page) => page.locator('[data-search-results] li')

test('the header leads to the search, which finds a destination in Russian', async ({ page }) => {
  await page.goto(`${siteUrl()}/`)
  await page.locator('[data-search-link]').click()
  await expect(page).toHaveURL(/\/search\/?$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск по сайту')
  const input = page.getByLabel('Что ищете?')
  await expect(input).toBeFocused()

  await input.fill('Листвянка')
  await expect(page.getByRole('status')).toHaveText(/^\d+ результат/)
  const first = results(page).first()
  await expect(first.getByRole('link')).toHaveText('Листвянка и исток Ангары')
  await expect(first.locator('mark').first()).toHaveText(/Листвянк/i)
  // The search is in the address: it can be shared, and survives a reload.
  await expect(page).toHaveURL(/\?q=%D0%9B/)
  await page.reload()
  await expect(results(page).first().getByRole('link')).toHaveText('Листвянка и исток Ангары')

  await first.getByRole('link').click()
  await expect(page).toHaveURL(/\/destination\/\d+\/?$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Листвянка и исток Ангары')
})

test('a section narrows the results, and an unknown word says nothing was found', async ({ page }) => {
  await page.goto(`${siteUrl()}/search?q=${encodeURIComponent('Байкал')}`)
  await expect(results(page).first()).toBeVisible()
  await page.getByRole('radio', { name: 'Вики' }).check()
  await expect(page).toHaveURL(/category=wiki/)
  await expect(results(page).first()).toBeVisible()
  for (const badge of await results(page).locator('.badge').allTextContents()) expect(badge).toBe('Вики')
  for (const href of await results(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/wiki\//)
  }

  await page.getByLabel('Что ищете?').fill('зюзюкварк')
  await expect(page.getByRole('status')).toHaveText('По запросу «зюзюкварк» ничего не найдено. Попробуйте другое слово или другой раздел.')
  await expect(results(page)).toHaveCount(0)
})

test('the English search finds English pages, each yacht once', async ({ page }) => {
  await page.goto(`${siteUrl()}/en/`)
  await page.locator('[data-search-link]').click()
  await expect(page).toHaveURL(/\/en\/search\/?$/)
  await page.getByLabel('What are you looking for?').fill('Baikal Star')
  await expect(page.getByRole('status')).toHaveText(/^\d+ results?$/)
  const links = results(page).getByRole('link')
  await expect(links.first()).toHaveText('Baikal Star')
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.every((href) => href.startsWith('/en/'))).toBe(true)
  // /yachts/{id} is the same page as /yacht/{id}: only the canonical address is indexed.
  expect(hrefs.filter((href) => /\/yachts\/\d+/.test(href))).toEqual([])
  await page.getByRole('radio', { name: 'Yachts' }).press('Space')
  await expect(page).toHaveURL(/category=yacht/)
})

test('pages share a picture and a type with links (Open Graph)', async ({ page }) => {
  await page.goto(`${siteUrl()}/en/yachts`)
  const href = await page.locator('[data-yacht-id] a').first().getAttribute('href')
  await page.goto(`${siteUrl()}${href}`)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\.webp$/)
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', /^\d{3,4}$/)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  // Cards offer every generated size, so a phone does not download the desktop picture.
  await page.goto(`${siteUrl()}/en/yachts`)
  await expect(page.locator('[data-yacht-id] img').first()).toHaveAttribute('srcset', /400w, .* 800w, .* \d{4}w$/)
  await page.goto(`${siteUrl()}/`)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
})
