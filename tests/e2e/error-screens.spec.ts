import { expect, test } from '@playwright/test'

import { siteUrl } from './support/admin'

// The service worker would fetch the scripts itself, out of reach of page.route.
test.use({ serviceWorkers: 'block' })

test('a site script that fails to load brings up the application error screen, with reload', async ({ page }) => {
  await page.route('**/_astro/SiteHeader*.js', (route) => route.abort())
  await page.goto(`${siteUrl()}/en/yachts`)
  const screen = page.getByRole('alertdialog')
  await expect(screen.getByRole('heading')).toHaveText('Ошибка приложения')
  await expect(screen).toContainText('Произошла ошибка при загрузке приложения.')
  await expect(screen.locator('code')).toContainText('SiteHeader')
  const reload = screen.getByRole('button', { name: 'Reload' })
  await expect(reload).toBeFocused()

  await page.unroute('**/_astro/SiteHeader*.js')
  await reload.press('Enter')
  await page.waitForLoadState('load')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yachts')
  await expect(page.getByRole('alertdialog')).toBeHidden()
})

test('an island that cannot load shows the load error in its place', async ({ page }) => {
  // Astro retries a failed island import once (with ?astro-retry=…): refuse both.
  await page.route(/\/_astro\/ServiceCards[^/]*\.js/, (route) => route.abort())
  await page.goto(`${siteUrl()}/services`)
  const cards = page.locator('astro-island').first()
  await cards.scrollIntoViewIfNeeded()
  const notice = cards.getByRole('alert')
  await expect(notice.getByRole('heading')).toHaveText('Ошибка загрузки')
  await expect(notice).toContainText('Не удалось загрузить компонент')
  await expect(notice.getByRole('button', { name: 'Перезагрузить' })).toBeVisible()
  // The rest of the page stays usable.
  await expect(page.getByRole('alertdialog')).toBeHidden()
})
