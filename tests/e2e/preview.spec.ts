import { expect, type FrameLocator, type Page, test } from '@playwright/test'

import { cmsUrl, publishedId, signInToAdmin, siteUrl } from './support/admin'

/**
 * Editors see what they publish (issue #31, items 1 and 2): the admin's live preview pane shows the
 * site's own page of the draft, following the editor's typing, while the public page stays as
 * published; the preview link opens the same page in a new tab. Each test puts back what it typed,
 * so the draft left behind matches the published document and later publishes change nothing else.
 */
test.use({ locale: 'ru-RU' })

/** Opens the live preview beside the form and waits for the site's page in it. */
async function openLivePreview(page: Page): Promise<FrameLocator> {
  await page.locator('#live-preview-toggler').click()
  const pane = page.frameLocator('#live-preview-iframe')
  await expect(pane.locator('.preview-bar')).toBeVisible()
  return pane
}

const publicPage = async (path: string) => (await fetch(`${siteUrl()}${path}`)).text()

test('the live preview shows a yacht’s draft as the editor types; the public page and the preview link follow the rules', async ({ page, context }) => {
  const id = await publishedId('yachts', 'kultuk-wind')
  await signInToAdmin(page)
  await page.goto(`${cmsUrl()}/admin/collections/yachts/${id}?locale=ru`)
  const name = page.locator('#field-name')
  const published = await name.inputValue()
  const pane = await openLivePreview(page)
  await expect(pane.locator('h1')).toHaveText(published)

  const draft = `${published} — черновик`
  await name.fill(draft)
  await expect(pane.locator('h1')).toHaveText(draft)
  expect(await publicPage(`/yacht/${id}`)).not.toContain(draft)

  // The preview link opens the same page in a tab of its own.
  const [tab] = await Promise.all([context.waitForEvent('page'), page.locator('#preview-button').click()])
  await expect(tab).toHaveURL(new RegExp(`/preview/yachts/${id}$`))
  await expect(tab.locator('h1')).toHaveText(draft)
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await tab.close()

  await name.fill(published)
  await expect(pane.locator('h1')).toHaveText(published)
})

test('the live preview follows the home page’s first hero slide', async ({ page }) => {
  await signInToAdmin(page)
  await page.goto(`${cmsUrl()}/admin/globals/home?locale=ru`)
  const title = page.locator('#field-heroSlides__0__title')
  const published = await title.inputValue()
  const pane = await openLivePreview(page)
  const firstSlide = pane.locator('[data-hero] h2').first()
  await expect(firstSlide).toHaveText(published)

  const draft = `${published} (черновик)`
  await title.fill(draft)
  await expect(firstSlide).toHaveText(draft)
  expect(await publicPage('/')).not.toContain(draft)

  await title.fill(published)
  await expect(firstSlide).toHaveText(published)
})

test('the live preview of an English wiki article is the English page', async ({ page }) => {
  const id = await publishedId('wiki-articles', 'reading-a-baikal-chart')
  await signInToAdmin(page)
  await page.goto(`${cmsUrl()}/admin/collections/wiki-articles/${id}?locale=en`)
  const title = page.locator('#field-title')
  const published = await title.inputValue()
  const pane = await openLivePreview(page)
  await expect(pane.locator('html')).toHaveAttribute('lang', 'en')
  await expect(pane.locator('h1')).toHaveText(published)

  const draft = `${published} (draft)`
  await title.fill(draft)
  await expect(pane.locator('h1')).toHaveText(draft)
  expect(await publicPage('/en/wiki/reading-a-baikal-chart')).not.toContain(draft)

  await title.fill(published)
  await expect(pane.locator('h1')).toHaveText(published)
  // The admin remembers the content language last used: leave it Russian for the tests after this one.
  await page.goto(`${cmsUrl()}/admin/collections/wiki-articles/${id}?locale=ru`)
  await expect(page.locator('#field-title')).not.toHaveValue(published)
})

test('a preview link opened signed out shows no draft', async ({ page }) => {
  const id = await publishedId('yachts', 'kultuk-wind')
  const response = await page.goto(`${siteUrl()}/preview/yachts/${id}`)
  expect(response?.status()).toBe(401)
  const headers = response?.headers() ?? {}
  expect(headers['cache-control']).toBe('private, no-store')
  // Framed by the admin's live preview pane only (and this site).
  expect(headers['content-security-policy']).toContain(`frame-ancestors 'self' ${new URL(cmsUrl()).origin}`)
  expect(headers['x-frame-options']).toBeUndefined()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Предпросмотр черновика')
  await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible()
})
