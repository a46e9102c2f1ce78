import { expect, test } from '@playwright/test'

import { siteUrl } from './support/admin'
import { islandHydrated, signedInPage } from './support/page'

const COMPANY = 'services@baikal-yachts.local'

/** A service company takes an order for a charter's catering and finds its guests' contact (issue "Booking and payments": /service-company/dashboard). */
test('the demo service company takes the coming charter’s catering, sees it among its orders on /bookings, and hands it back', async ({ browser }) => {
  const company = await signedInPage(browser, COMPANY, 'en-US')
  await company.goto(`${siteUrl()}/en/service-company/dashboard`)
  await islandHydrated(company)
  const open = company.getByRole('region', { name: 'Open orders' })
  const catering = open.locator('[data-service-order]').filter({ hasText: 'Catering' }).filter({ hasText: 'Angara' }).first()
  const orderId = await catering.getAttribute('data-service-order')
  await catering.getByRole('button', { name: /^Take this order: Catering, Angara/ }).click()
  await expect(company.getByRole('status').filter({ hasText: 'The order is yours.' })).toBeVisible()

  const mine = company.getByRole('region', { name: 'Your orders' }).locator(`[data-service-order="${orderId}"]`)
  await expect(mine).toContainText('Accepted')
  await expect(mine.getByRole('link', { name: 'sailor@baikal-yachts.local' })).toHaveAttribute('href', 'mailto:sailor@baikal-yachts.local')
  await expect(mine).toContainText('You can mark it done once the charter has begun.')
  // The customer's own list says the catering has its provider.
  const sailor = await signedInPage(browser, 'sailor@baikal-yachts.local', 'en-US')
  await sailor.goto(`${siteUrl()}/en/bookings`)
  await expect(sailor.locator('[data-service-orders]').filter({ hasText: 'Catering: a provider has taken it' })).toBeVisible()

  // Spec 6: the header's Orders link; /bookings shows the company's orders instead of bookings.
  await company.getByRole('link', { name: 'Orders' }).first().click()
  await islandHydrated(company)
  const onBookings = company.locator(`[data-service-order="${orderId}"]`)
  await expect(onBookings).toContainText('Accepted')
  await onBookings.getByRole('button', { name: /^Hand back/ }).click()
  await expect(company.getByRole('status').filter({ hasText: 'The order is open for other companies again.' })).toBeVisible()
  await expect(onBookings).toHaveCount(0)
})

test('a company’s services decide which open orders it sees, in Russian; others find no dashboard', async ({ browser, page }) => {
  await page.goto(`${siteUrl()}/service-company`)
  await expect(page.getByRole('link', { name: 'Войти' }).last()).toBeVisible()

  const company = await signedInPage(browser, COMPANY, 'ru-RU')
  await company.goto(`${siteUrl()}/service-company/dashboard`)
  await islandHydrated(company)
  const open = company.getByRole('region', { name: 'Открытые заказы' })
  await expect(open.locator('[data-service-order]').filter({ hasText: 'Водное снаряжение' }).first()).toBeVisible()
  const water = company.getByRole('checkbox', { name: 'Водное снаряжение' })
  await water.uncheck()
  await company.getByRole('button', { name: 'Сохранить услуги' }).click()
  await expect(company.getByRole('status').filter({ hasText: 'Услуги сохранены.' })).toBeVisible()
  await expect(open.locator('[data-service-order]').filter({ hasText: 'Водное снаряжение' })).toHaveCount(0)
  await company.getByRole('checkbox', { name: 'Водное снаряжение' }).check()
  await company.getByRole('button', { name: 'Сохранить услуги' }).click()
  await expect(open.locator('[data-service-order]').filter({ hasText: 'Водное снаряжение' }).first()).toBeVisible()

  const sailor = await signedInPage(browser, 'sailor@baikal-yachts.local', 'ru-RU')
  await sailor.goto(`${siteUrl()}/service-company/dashboard`)
  await expect(sailor.getByRole('alert')).toContainText('Страница не найдена')
})
