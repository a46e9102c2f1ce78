import { expect, type Page, test } from '@playwright/test'

import { siteUrl } from './support/admin'
import { freezeClock, islandHydrated, toast } from './support/page'

/** The toast of spec 9, raised by a failed sign-in: its width, F8, swipe and lifetime, in Chromium. */

async function failSignIn(page: Page) {
  await page.goto(`${siteUrl()}/en/auth`)
  await islandHydrated(page)
  await page.getByTestId('login-email').fill(`nobody-${Date.now()}@test.local`)
  await page.getByTestId('login-password').fill('Sailing#2026')
  await page.getByTestId('login-submit').click()
  await expect(toast(page)).toContainText('Login failed')
}

async function swipeRight(page: Page, distance: number) {
  const box = (await toast(page).boundingBox())!
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + 20, y)
  await page.mouse.down()
  await page.mouse.move(box.x + 20 + distance, y, { steps: 8 })
  await page.mouse.up()
}

test('a toast is at most 420 px wide, F8 reaches it, and a swipe right past 50 px dismisses it', async ({ page }) => {
  await failSignIn(page)
  expect(Math.round((await toast(page).boundingBox())!.width)).toBeLessThanOrEqual(420)

  // F8 moves focus into the area, which also holds the toast's timer: only the swipe can close it now.
  await page.keyboard.press('F8')
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached()
  expect(await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? '')).toMatch(/Notifications/)

  // A short swipe is not enough: the toast stays.
  await swipeRight(page, 30)
  await expect(toast(page)).toBeVisible()
  await swipeRight(page, 90)
  await expect(toast(page)).toBeHidden()
})

test('a toast closes by itself after 5 s, and a newer one takes its place', async ({ page }) => {
  await freezeClock(page)
  await failSignIn(page)
  // Away from the toast: hovering it would hold its timer.
  await page.mouse.move(0, 0)
  await page.clock.runFor(4_800)
  await expect(toast(page)).toBeVisible()
  await page.clock.runFor(400)
  await expect(toast(page)).toBeHidden()

  // Two in a row: the second takes the first one's place.
  await page.getByTestId('login-submit').click()
  await expect(toast(page)).toBeVisible()
  await toast(page).evaluate((element) => element.setAttribute('data-first', ''))
  await page.getByTestId('login-submit').click()
  await expect(page.locator('[data-toast]:not([data-first])')).toBeVisible()
  await expect(toast(page)).toHaveCount(1)
})
