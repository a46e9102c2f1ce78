import { expect, test } from '@playwright/test'

import { siteUrl } from './support/admin'
import { latestEmailTo } from './support/outbox'

/** Yacht sales (issue #14): the list of yachts for sale, a listing's page, and an inquiry about it, in both languages. */

test('a visitor finds a yacht for sale, asks about her, and is told the broker will answer', async ({ page }) => {
  const email = `buyer-${Date.now()}@example.com`
  await page.goto(`${siteUrl()}/yacht-sales`)
  const list = page.getByRole('region', { name: 'Яхты на продажу' })
  await expect(list.locator('[data-listing-id]')).toHaveCount(2)
  await list.getByRole('link', { name: 'Bavaria Cruiser 46 «Северный ветер»' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bavaria Cruiser 46 «Северный ветер»')
  await expect(page.getByText(/Продаётся · 14\s500\s000\s₽/)).toBeVisible()

  const form = page.locator('[data-yacht-sale-form]')
  await form.getByLabel('Имя').fill('Павел Корнилов')
  await form.getByLabel('Эл. почта').fill('pavel@')
  await form.getByLabel('Что вы хотите узнать').fill('Можно посмотреть яхту в субботу?')
  await form.getByRole('button', { name: 'Отправить вопрос' }).click()
  await expect(form.getByText('Введите корректный адрес почты')).toBeVisible()
  await form.getByLabel('Эл. почта').fill(email)
  await form.getByRole('button', { name: 'Отправить вопрос' }).click()
  await expect(form.getByRole('status')).toHaveText('Вопрос отправлен! Брокер ответит в течение рабочего дня — подтверждение уже у вас на почте.')
  await expect.poll(async () => (await latestEmailTo(email))?.subject).toBe('Мы получили ваш вопрос о яхте — Baikal Yachts')
})

test('the English list shows each yacht’s state and price', async ({ page }) => {
  await page.goto(`${siteUrl()}/en/yacht-sales`)
  const angara = page.locator('[data-listing-id]', { has: page.getByRole('link', { name: 'Princess V40 "Angara"' }) })
  await expect(angara).toContainText('Under offer')
  await expect(angara).toContainText(/RUB\s21,000,000/)
})
