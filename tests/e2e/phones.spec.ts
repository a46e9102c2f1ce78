import { expect, type Page } from '@playwright/test'

import { siteUrl } from './support/admin'
import { ROUTE_TABLE } from './support/routes'
import { warmPageTest } from './support/warmPage'

/** Phone widths from the smallest still sold to the largest common one (spec 9: phones are under 768 px). */
const WIDTHS = [320, 375, 414] as const

type Fit = { overflow: number; toggle: { left: number; right: number; visible: boolean } | null }

/** How far the page runs past the screen's right edge, and where the menu button is. */
function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const toggle = document.querySelector<HTMLElement>('[data-menu-toggle]')
    const box = toggle?.getBoundingClientRect()
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      toggle: box ? { left: box.left, right: box.right, visible: box.width > 0 && getComputedStyle(toggle!).display !== 'none' } : null,
    }
  })
}

/** The right edge of the farthest link of the opened navigation. */
const navRightEdge = (page: Page) => page.locator('[data-site-nav] a').evaluateAll((links) => Math.max(...links.map((link) => link.getBoundingClientRect().right)))

/** Every route in one warm page, which notes each Content-Security-Policy violation a page causes, for the last check below. */
const test = warmPageTest((page) =>
  page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`))
  }),
)

for (const route of ROUTE_TABLE) {
  test(`${route} fits 320, 375 and 414 px screens in both languages, with the menu in reach`, async ({ warm: page }) => {
    for (const prefix of ['', '/en']) {
      await page.setViewportSize({ width: WIDTHS[0], height: 700 })
      await page.goto(`${siteUrl()}${prefix}${route}`)
      // Guests asking for the account page or their bookings are sent to sign in: measure where they land.
      if (route === '/account' || route === '/bookings') await page.waitForURL(/\/auth\/?$/)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 700 })
        const where = `${prefix}${route} at ${width} px`
        const fit = await measure(page)
        expect(fit.overflow, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(0)
        expect(fit.toggle?.visible, `${where}: the menu button shows`).toBe(true)
        expect(fit.toggle!.left, where).toBeGreaterThanOrEqual(0)
        expect(fit.toggle!.right, `${where}: the menu button is on the screen`).toBeLessThanOrEqual(width)
      }
      // The opened menu, on the narrowest screen: a panel as wide as the screen, so what fits here fits wider.
      const width = WIDTHS[0]
      await page.setViewportSize({ width, height: 700 })
      await page.locator('[data-menu-toggle]').click()
      await expect(page.locator('[data-site-nav]')).toBeVisible()
      expect(await navRightEdge(page), `${prefix}${route} at ${width} px: the menu's links are on the screen`).toBeLessThanOrEqual(width)
      expect((await measure(page)).overflow, `${prefix}${route} at ${width} px: the opened menu is wider than the screen`).toBeLessThanOrEqual(0)
      await page.keyboard.press('Escape')
      await expect(page.locator('[data-site-nav]')).toBeHidden()
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), `${prefix}${route}: CSP violations`).toEqual([])
    }
  })
}
