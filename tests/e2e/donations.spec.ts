import { expect, test } from '@playwright/test'

import { siteUrl } from './support/admin'
import { latestEmailTo } from './support/outbox'
import { hydratedIsland } from './support/page'

/** A donation in Chromium, in both languages (issue #14): pick or type an amount, pay by card, be thanked, be named if asked. */

async function payByCard(page: import('@playwright/test').Page, labels: { number: RegExp; expiry: RegExp; pay: RegExp }) {
  await page.getByLabel(labels.number).fill('4242 4242 4242 4242')
  await page.getByLabel(labels.expiry).fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: labels.pay }).click()
}

test('a guest gives one of the offered amounts, is thanked with a receipt, and is named among the supporters', async ({ page }) => {
  const email = `donor-${Date.now()}@example.com`
  const name = `Анна Соболева ${Date.now() % 10_000}`
  await page.goto(`${siteUrl()}/donations`)
  const box = await hydratedIsland(page, '[data-donation]')
  await box.getByRole('radio', { name: /^3\s000\s₽$/ }).check()
  await box.getByLabel('Имя', { exact: true }).fill(name)
  await box.getByLabel('Почта для квитанции').fill(email)
  await box.getByLabel('Назвать меня в списке тех, кто поддержал портал').check()
  await box.getByRole('button', { name: /^Пожертвовать 3\s000\s₽$/ }).click()
  await payByCard(page, { number: /Номер карты/, expiry: /Срок действия/, pay: /^Оплатить 3\s000\s₽$/ })
  await expect(box.getByRole('status')).toHaveText(`Спасибо! Пожертвование получено, квитанция придёт на ${email}.`)
  await expect(box.locator('[data-donors]')).toContainText(name)
  await expect.poll(async () => (await latestEmailTo(email))?.subject).toMatch(/^Спасибо за пожертвование \(квитанция Д-\d{4}-\d{6}\)$/)
})

test('an amount out of bounds is explained in English; a typed amount then pays, and an unlisted donor stays unnamed', async ({ page }) => {
  const email = `donor-en-${Date.now()}@example.com`
  await page.goto(`${siteUrl()}/en/donations`)
  const box = await hydratedIsland(page, '[data-donation]')
  await box.getByLabel('Another amount, RUB').fill('50')
  await box.getByLabel('Name', { exact: true }).fill('Private Person')
  await box.getByLabel('Email for the receipt').fill(email)
  await box.getByRole('button', { name: /^Donate/ }).click()
  await expect(box.getByText(/^The amount is whole roubles from RUB\s100 to RUB\s1,000,000$/)).toBeVisible()
  await expect(box.getByLabel('Another amount, RUB')).toHaveAttribute('aria-invalid', 'true')
  await box.getByLabel('Another amount, RUB').fill('250')
  await box.getByRole('button', { name: /^Donate RUB\s250$/ }).click()
  await payByCard(page, { number: /Card number/, expiry: /Expiry/, pay: /^Pay RUB\s250$/ })
  await expect(box.getByRole('status')).toHaveText(`Thank you! Your donation was received; the receipt goes to ${email}.`)
  await expect(box.locator('[data-donors]')).not.toContainText('Private Person')
})
