import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { siteUrl } from './support/admin'

const PAGES = ['/', '/yachts', '/yacht/1', '/destinations', '/destination/1', '/trip-packages', '/trips/1', '/events', '/wiki', '/services', '/contact', '/privacy-policy']

for (const prefix of ['', '/en']) {
  for (const path of PAGES) {
    test(`axe finds no WCAG 2.1 A/AA violations on ${prefix}${path}`, async ({ page }) => {
      await page.goto(`${siteUrl()}${prefix}${path}`)
      // The footer fades in when scrolled to; check it as visitors see it, not mid-fade.
      await page.locator('[data-site-footer]').scrollIntoViewIfNeeded()
      await expect(page.locator('[data-site-footer]')).toHaveClass(/is-visible/)
      await page.waitForTimeout(700)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)
      expect(summary).toEqual([])
    })
  }
}
