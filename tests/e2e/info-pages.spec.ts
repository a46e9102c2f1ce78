import { expect, type Page, test } from '@playwright/test'

import { pages } from '@cms/seed/data/pages'
import type { SeedPage } from '@cms/seed/types'
import { siteUrl } from './support/admin'

/**
 * The information pages that render a CMS text page from the seed (club, crew, subscriptions,
 * donations, insurance, services, contact, assistant), and the two second addresses /plans and
 * /chat, which show the same page and name the first address as canonical.
 */

type Slug = SeedPage['slug']

/** Every route and the CMS page it renders. */
const routes: Array<{ path: string; slug: Slug }> = [
  { path: '/baikal-club', slug: 'baikal-club' },
  { path: '/captains-club', slug: 'captains-club' },
  { path: '/crew-showcase', slug: 'crew-showcase' },
  { path: '/crew-request', slug: 'crew-request' },
  { path: '/subscription-plans', slug: 'subscription-plans' },
  { path: '/plans', slug: 'subscription-plans' },
  { path: '/business-subscriptions', slug: 'business-subscriptions' },
  { path: '/donations', slug: 'donations' },
  { path: '/insurance', slug: 'insurance' },
  { path: '/services', slug: 'services' },
  { path: '/contact', slug: 'contact' },
  { path: '/yacht-assistant', slug: 'yacht-assistant' },
  { path: '/chat', slug: 'yacht-assistant' },
]

const languages = [
  { locale: 'ru', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const

function seedPage(slug: Slug): SeedPage {
  const found = pages.find((page) => page.slug === slug)
  if (!found) throw new Error(`no seed page ${slug}`)
  return found
}

/** The page's own text: the shell and, later, cards or forms below it have text of their own. */
const text = (page: Page, slug: Slug) => page.locator(`[data-page-slug="${slug}"] .rich-text`)

test.describe('information pages', () => {
  test('each route answers in both languages with its CMS title, text and description', async ({ page }) => {
    for (const { locale, prefix } of languages) {
      for (const { path, slug } of routes) {
        const address = `${prefix}${path}`
        const seed = seedPage(slug)
        const response = await page.goto(`${siteUrl()}${address}`)
        expect(response?.status(), address).toBe(200)
        await expect(page.locator('html'), address).toHaveAttribute('lang', locale)
        await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(seed.title[locale])
        await expect(page.locator(`[data-page-slug="${slug}"] h1`), address).toHaveText(seed.title[locale])
        expect(await text(page, slug).locator('p').count(), address).toBeGreaterThan(1)
        expect(await text(page, slug).locator('h2').count(), address).toBeGreaterThan(0)
        await expect(page.locator('meta[name="description"]'), address).toHaveAttribute('content', seed.metaDescription[locale])
      }
    }
  })

  test('/plans and /chat are the subscription plans and assistant pages, with those as canonical', async ({ page }) => {
    const pairs = [
      { alias: '/plans', canonical: '/subscription-plans', slug: 'subscription-plans' },
      { alias: '/chat', canonical: '/yacht-assistant', slug: 'yacht-assistant' },
    ] as const
    for (const { prefix } of languages) {
      for (const { alias, canonical, slug } of pairs) {
        const canonicalHref = new RegExp(`^https?://[^/]+${prefix}${canonical}$`)

        await page.goto(`${siteUrl()}${prefix}${canonical}`)
        const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
        expect(title).not.toBe('')
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalHref)

        await page.goto(`${siteUrl()}${prefix}${alias}`)
        await expect(page.getByRole('heading', { level: 1 }), `${prefix}${alias}`).toHaveText(title)
        await expect(page.locator(`[data-page-slug="${slug}"]`)).toHaveCount(1)
        await expect(page.locator('link[rel="canonical"]'), `${prefix}${alias}`).toHaveAttribute('href', canonicalHref)
        await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${canonical}$`))
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+/en${canonical}$`))
      }
    }
  })

  test('the services page gives the marketing prices', async ({ page }) => {
    await page.goto(`${siteUrl()}/services`)
    const ru = text(page, 'services')
    for (const price of ['от 2 до 12 гостей; от 15 000 ₽ в день', '8 500 ₽ с человека', '2 500 ₽ с человека', '5 500 ₽ в день']) {
      await expect(ru).toContainText(price)
    }

    await page.goto(`${siteUrl()}/en/services`)
    const en = text(page, 'services')
    for (const price of ['from 15,000 RUB per day for 2–12 guests', '8,500 RUB per person', '2,500 RUB per person', '5,500 RUB per day']) {
      await expect(en).toContainText(price)
    }
  })

  test('the insurance page recommends 5,000,000 RUB of cover and a reply within 24 hours', async ({ page }) => {
    await page.goto(`${siteUrl()}/insurance`)
    await expect(text(page, 'insurance')).toContainText('не меньше 5 000 000 ₽')
    await expect(text(page, 'insurance')).toContainText('в течение 24 часов')

    await page.goto(`${siteUrl()}/en/insurance`)
    await expect(text(page, 'insurance')).toContainText('at least 5,000,000 RUB')
    await expect(text(page, 'insurance')).toContainText('within 24 hours')
  })

  test('the contact page gives the phone, email and address', async ({ page }) => {
    await page.goto(`${siteUrl()}/contact`)
    const ru = text(page, 'contact')
    for (const fact of ['+7 3952 48-27-15', 'info@baikal-yachts.ru', 'Иркутск, ул. Байкальская, 253, офис 410', 'Часы работы']) {
      await expect(ru).toContainText(fact)
    }
    await page.goto(`${siteUrl()}/en/contact`)
    const en = text(page, 'contact')
    for (const fact of ['+7 3952 48-27-15', 'info@baikal-yachts.ru', '253 Baikalskaya St., Irkutsk', 'Opening hours']) {
      await expect(en).toContainText(fact)
    }
  })
})
