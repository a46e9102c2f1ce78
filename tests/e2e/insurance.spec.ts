import { expect, test } from '@playwright/test'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { siteUrl } from './support/admin'
import { latestEmailTo } from './support/outbox'
import { hydratedIsland } from './support/page'

/** Charter insurance (issue #14): a request on /insurance's first tab, its quotes on the second, one selected; in both languages. */

test('a guest requests quotes from one insurer, sees the quote appear, and selects it', async ({ page }) => {
  const email = `insured-${Date.now()}@example.com`
  await page.goto(`${siteUrl()}/insurance`)
  const island = await hydratedIsland(page, '[data-insurance]')
  const form = island.locator('[data-quote-request-form]')
  await expect(form.getByLabel('Сумма покрытия, ₽')).toHaveValue('5000000')
  await form.getByLabel('Имя и фамилия').fill('Олег Смирнов')
  await form.getByLabel('Эл. почта').fill(email)
  await form.getByLabel('Начало чартера').fill(addDays(marinaDayOf(new Date()), 30))
  await form.getByLabel('Окончание чартера').fill(addDays(marinaDayOf(new Date()), 32))
  await form.getByLabel('Место чартера').fill('Листвянка')
  await form.getByLabel('Пассажиров').fill('6')
  await form.getByLabel('Байкал Страхование').check()
  await form.getByRole('button', { name: 'Запросить расчёт' }).click()

  await expect(island.getByRole('tab', { name: 'Мои предложения' })).toHaveAttribute('aria-selected', 'true')
  const quote = island.getByRole('article', { name: 'Байкал Страхование' })
  await expect(quote).toContainText(/18\s100\s₽/)
  await expect(island.locator('[data-quote]')).toHaveCount(1)
  await quote.getByRole('button', { name: 'Выбрать' }).click()
  await expect(island.getByRole('status').filter({ hasText: 'Предложение выбрано' })).toHaveText('Предложение выбрано. Страховщик свяжется с вами в течение 24 часов.')
  await expect(quote).toContainText('Выбрано')
  await expect.poll(async () => (await latestEmailTo(email))?.subject).toBe('Предложение выбрано: Байкал Страхование')
  // The emailed link opens the same quotes without signing in.
  expect(new URL(page.url()).searchParams.get('key')).toBeTruthy()
})

test('the English form explains a wrong field, and every insurer quotes when none is chosen', async ({ page }) => {
  await page.goto(`${siteUrl()}/en/insurance`)
  const island = await hydratedIsland(page, '[data-insurance]')
  const form = island.locator('[data-quote-request-form]')
  await form.getByLabel('Full name').fill('Anna Lee')
  await form.getByLabel('Email').fill(`anna-${Date.now()}@example.com`)
  await form.getByLabel('Charter starts').fill(addDays(marinaDayOf(new Date()), 20))
  await form.getByLabel('Charter ends').fill(addDays(marinaDayOf(new Date()), 18))
  await form.getByLabel('Charter location').fill('Olkhon')
  await form.getByRole('button', { name: 'Request a quote' }).click()
  await expect(form.getByText('The end is before the start')).toBeVisible()
  await form.getByLabel('Charter ends').fill(addDays(marinaDayOf(new Date()), 21))
  await form.getByRole('button', { name: 'Request a quote' }).click()
  await expect(island.locator('[data-quote]')).toHaveCount(3)
  await expect(island.locator('[data-quote]').first()).toContainText('Valid until')
})
