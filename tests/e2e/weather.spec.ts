import { expect, test } from '@playwright/test'

import { siteUrl } from './support/admin'
import { islandHydrated, signedInPage } from './support/page'

/** A destination page's forecast, from the portal's /api/weather (the e2e portal's Open-Meteo is a loopback server). */
for (const [prefix, words] of [
  ['', { title: 'Погода на воде', wind: 'Ветер, м/с', warning: /Ожидается ветер сильнее 10 м\/с/ }],
  ['/en', { title: 'Weather on the water', wind: 'Wind, m/s', warning: /Wind above 10 m\/s expected/ }],
] as const) {
  test(`a destination page shows the coming week's wind, gusts, precipitation and temperature, and warns of strong wind (${prefix || '/'})`, async ({ page }) => {
    await page.goto(`${siteUrl()}${prefix}/destination/1`)
    const forecast = page.getByRole('region', { name: words.title })
    const table = forecast.getByRole('table')
    await expect(table.getByRole('columnheader', { name: words.wind })).toBeVisible()
    await expect(table.locator('tbody tr')).toHaveCount(7)
    // The stored answer's first day: 4.1 m/s wind, 8.3 m/s gusts.
    await expect(table.locator('tbody tr').first()).toContainText(/4[.,]1/)
    await expect(forecast.getByRole('alert')).toHaveText(words.warning)
    await expect(forecast.locator('tr[data-windy]')).toHaveCount(1)
    // On the narrowest phone the table scrolls within its box; the page keeps to the screen.
    await page.setViewportSize({ width: 320, height: 700 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })
}

test('a coming charter’s details offer its weather, which shows once the charter is within the forecast’s reach', async ({ browser }) => {
  const sailor = await signedInPage(browser, 'sailor@baikal-yachts.local', 'en-US')
  await sailor.goto(`${siteUrl()}/en/bookings`)
  await islandHydrated(sailor)
  // The demo sailor's charters are three weeks away and more: past the 16 days a forecast reaches.
  const card = sailor.locator('li[id^="booking-"]').first()
  await card.getByText('Weather for these days').click()
  await expect(card.getByRole('status').filter({ hasText: 'The forecast shows here 16 days before the charter.' })).toBeVisible()
})
