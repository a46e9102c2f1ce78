import { expect, test } from '@playwright/test'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { siteUrl } from './support/admin'
import { latestEmailTo } from './support/outbox'

/** Special events (issue #14): the occasions on /special-events, and a request for one from its card, in both languages. */

test('a visitor asks for a wedding on the water from its card: a party too big is explained, then the request is sent', async ({ page }) => {
  const email = `couple-${Date.now()}@example.com`
  await page.goto(`${siteUrl()}/special-events`)
  const proposal = page.getByRole('article', { name: 'Предложение на закате' })
  await proposal.getByRole('link', { name: 'Заказать' }).click()
  const form = page.locator('[data-special-event-form]')
  await expect(form.getByLabel('Событие')).toHaveValue((await proposal.getAttribute('data-special-event-id')) ?? '')
  await form.getByLabel('Дата').fill(addDays(marinaDayOf(new Date()), 45))
  await form.getByLabel('Гостей').fill('6')
  await form.getByLabel('Имя').fill('Мария Лебедева')
  await form.getByLabel('Эл. почта').fill(email)
  await form.getByRole('button', { name: 'Отправить заявку' }).click()
  await expect(form.getByText('Для этого события слишком много гостей')).toBeVisible()
  await form.getByLabel('Гостей').fill('2')
  await form.getByRole('button', { name: 'Отправить заявку' }).click()
  await expect(form.getByRole('status')).toHaveText('Заявка принята! Мы предложим яхту, программу и смету в течение рабочего дня — подтверждение уже у вас на почте.')
  await expect.poll(async () => (await latestEmailTo(email))?.subject).toBe('Мы получили заявку на особое событие — Baikal Yachts')
})

test('the English page lists the occasions with their prices, and keeps the public offer at #terms', async ({ page }) => {
  await page.goto(`${siteUrl()}/en/special-events`)
  const corporate = page.getByRole('article', { name: 'A corporate charter' })
  await expect(corporate).toContainText(/From\s*RUB\s280,000/)
  await expect(corporate).toContainText('up to 60')
  await expect(page.locator('#terms')).toBeVisible()
})
