import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

import { E2E_ADMIN, siteUrl } from './support/admin'
import { islandHydrated } from './support/page'
import { warmPageTest } from './support/warmPage'

const PAGES = [
  '/',
  '/yachts',
  '/yacht/1',
  '/destinations',
  '/destination/1',
  '/trip-packages',
  '/trips/1',
  '/events',
  '/events?view=month',
  '/wiki',
  '/wiki/cold-water-safety',
  '/services',
  '/contact',
  '/privacy-policy',
  '/search?q=yacht',
  '/yacht-assistant',
  '/donations',
  '/special-events',
  '/yacht-sales/1',
  '/subscription-plans',
  '/business-subscriptions',
]

/**
 * The English pages are the same templates with other words: axe checks each kind of page in
 * English once (the lang attributes, the longer labels), not every page twice.
 */
const ENGLISH_PAGES = new Set(['/', '/yachts', '/destination/1', '/events?view=month', '/wiki/cold-water-safety', '/search?q=yacht'])

/**
 * The violations of WCAG 2.1 A/AA on the page as it stands, one line each: the whole page (the
 * shell with its header, menu and footer, and the document's title and language), or only its
 * `main` content where the shell was checked on another page of the same layout.
 */
async function violations(page: Page, scope: 'page' | 'main' = 'page'): Promise<string[]> {
  // options() replaces every option given before it: the tags come after.
  let axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (scope === 'main') axe = axe.include('main')
  else {
    // The footer fades in when scrolled to; check it as visitors see it, not mid-fade.
    await page.locator('[data-site-footer]').scrollIntoViewIfNeeded()
    await expect(page.locator('[data-site-footer]')).toHaveClass(/is-visible/)
    await expect.poll(() => page.locator('[data-site-footer]').evaluate((footer) => getComputedStyle(footer).opacity)).toBe('1')
  }
  const results = await axe.analyze()
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}

/** The pages whose whole shell is checked (the layout in each language); the others' content only. */
const WHOLE_PAGES = new Set(['/', '/yachts', '/search?q=yacht'])

/** The visitors' pages, checked in one warm page as a visitor browses them. */
const test = warmPageTest()

for (const prefix of ['', '/en']) {
  for (const path of PAGES.filter((page) => prefix === '' || ENGLISH_PAGES.has(page))) {
    test(`axe finds no WCAG 2.1 A/AA violations on ${prefix}${path}`, async ({ warm: visitor }) => {
      await visitor.goto(`${siteUrl()}${prefix}${path}`)
      expect(await violations(visitor, WHOLE_PAGES.has(path) ? 'page' : 'main')).toEqual([])
    })
  }

  test(`axe finds no WCAG 2.1 A/AA violations on ${prefix}/auth and, signed in, on ${prefix}/account`, async ({ page }) => {
    await page.goto(`${siteUrl()}${prefix}/auth`)
    await islandHydrated(page)
    // The guest's shell is checked on the home page, the member's on /bookings: here, the forms.
    expect(await violations(page, 'main')).toEqual([])
    const email = `axe-${Date.now()}-${prefix.length}@test.local`
    await page.request.post(`${siteUrl()}/api/register`, { data: { firstName: 'Vera', lastName: 'Axe', email, password: 'Sailing#2026', roles: ['customer'], photoUrl: null } })
    await page.goto(`${siteUrl()}${prefix}/account`)
    await expect(page.locator('[data-roles]')).toBeVisible()
    await expect(page.locator('[data-subscriptions] [role="status"]')).toHaveCount(0)
    expect(await violations(page, 'main')).toEqual([])
  })
}

// In Russian, the members' language by default; the English templates are those checked above.
{
  const prefix = ''
  test(`axe finds no WCAG 2.1 A/AA violations on the members' pages under ${prefix || '/'} (bookings, dashboards, submissions, club, crew) with the demo accounts`, async ({
    page,
  }) => {
    // A dozen pages, each loaded and checked: more than one page's time.
    test.setTimeout(300_000)
    const signIn = async (email: string) => {
      await page.context().clearCookies()
      const answer = await page.request.post(`${siteUrl()}/api/login`, { data: { email, password: E2E_ADMIN.password } })
      expect(answer.status()).toBe(200)
    }
    await signIn('sailor@baikal-yachts.local')
    for (const path of ['/bookings', '/user/dashboard', '/content/create', '/content/dashboard', '/social-club', '/crew-request', '/crew-showcase']) {
      await page.goto(`${siteUrl()}${prefix}${path}`)
      await expect(page.locator('[role="status"]').filter({ hasText: /Loading|Загружаем/ })).toHaveCount(0)
      // The signed-in shell once; the other pages' content.
      expect(await violations(page, path === '/bookings' ? 'page' : 'main'), path).toEqual([])
    }
    // An event's page with its islands loaded: taking part, and the discussion with its form.
    await page.goto(`${siteUrl()}${prefix}/events/6`)
    await page.locator('#comments').scrollIntoViewIfNeeded()
    await expect(page.locator('#comments textarea')).toBeVisible()
    await expect(page.locator('[data-registration-count]')).toBeVisible()
    expect(await violations(page, 'main'), '/events/6').toEqual([])
    await signIn('captain@baikal-yachts.local')
    await page.goto(`${siteUrl()}${prefix}/crew/dashboard`)
    await expect(page.locator('#open [data-crew-request]').first()).toBeVisible()
    expect(await violations(page, 'main'), '/crew/dashboard').toEqual([])
    await signIn('owner@baikal-yachts.local')
    await page.goto(`${siteUrl()}${prefix}/owner/dashboard`)
    await expect(page.locator('h2').first()).toBeVisible()
    expect(await violations(page, 'main'), '/owner/dashboard').toEqual([])
    await signIn('services@baikal-yachts.local')
    await page.goto(`${siteUrl()}${prefix}/service-company/dashboard`)
    await expect(page.locator('[data-service-order]').first()).toBeVisible()
    expect(await violations(page, 'main'), '/service-company/dashboard').toEqual([])
    // The admin's dashboard, and the bell's panel open over it.
    await signIn(E2E_ADMIN.email)
    await page.goto(`${siteUrl()}${prefix}/admin/dashboard`)
    await expect(page.locator('h2').first()).toBeVisible()
    await page.getByRole('button', { name: /^(Notifications|Уведомления)/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await violations(page), '/admin/dashboard').toEqual([])
    await page.goto(`${siteUrl()}${prefix}/admin/content/sandbox`)
    await expect(page.getByLabel(/^(Status|Статус)$/)).toBeVisible()
    await expect(page.locator('[role="status"]').filter({ hasText: /Loading|Загружаем/ })).toHaveCount(0)
    expect(await violations(page, 'main'), '/admin/content/sandbox').toEqual([])
  })
}
