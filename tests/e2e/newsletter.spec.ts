import { expect, type Page, test } from '@playwright/test'

import { SUBSCRIBED_CHECK_MS } from '@cms/features/newsletter/contract/newsletter'
import { siteUrl } from './support/admin'
import { latestEmailTo } from './support/outbox'
import { freezeClock, toast } from './support/page'

/** The footer's sign-up (spec 2.6, 5, 8) through the double opt-in, and out again. */
const footerForm = (page: Page) => page.locator('[data-newsletter-form]')
const pathIn = (text: string | undefined, pattern: RegExp) =>
  new URL(pattern.exec(text ?? '')?.[0] ?? 'http://none/').pathname + new URL(pattern.exec(text ?? '')?.[0] ?? 'http://none/').search

test('a visitor signs up in the footer, confirms from the email, and unsubscribes from the next one', async ({ page }) => {
  const email = `reader-${Date.now()}@newsletter.test`
  await freezeClock(page)
  await page.goto(`${siteUrl()}/contact`)
  const form = footerForm(page)
  const field = form.getByLabel('Email для рассылки')
  const button = form.locator('button')
  await field.scrollIntoViewIfNeeded()

  await field.press('Enter')
  await expect(toast(page)).toContainText('Ошибка')
  await expect(toast(page)).toContainText('Пожалуйста, введите email адрес')
  await field.fill('not an address')
  await field.press('Enter')
  await expect(form.getByText('Пожалуйста, введите корректный email адрес')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  await field.fill(email)
  await field.press('Enter')
  // No mail provider in the tests: the mail is kept, and the toast says the subscription is created.
  await expect(toast(page)).toContainText('Подписка создана!')
  await expect(button).toHaveAttribute('data-state', 'done')
  await expect(field).toHaveValue('')
  await page.clock.runFor(SUBSCRIBED_CHECK_MS)
  await expect(button).toHaveAttribute('data-state', 'idle')
  await expect(button).toHaveText('Подписаться')

  const confirmation = await latestEmailTo(email)
  expect(confirmation?.subject).toBe('Подтвердите подписку на рассылку Baikal Yachts')
  await page.goto(`${siteUrl()}${pathIn(confirmation?.text, /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)}`)
  await expect(page.getByRole('status')).toHaveText(/Подписка на рассылку подтверждена/)
  expect(page.url()).not.toContain('token=')

  const welcome = await latestEmailTo(email)
  expect(welcome?.subject).toBe('Вы подписаны на рассылку Baikal Yachts')
  await page.goto(`${siteUrl()}${pathIn(welcome?.text, /https?:\/\/\S+\/newsletter\/unsubscribe\?s=\d+&t=[\w-]+/)}`)
  await page.getByRole('button', { name: 'Отписаться' }).click()
  await expect(page.getByRole('status')).toHaveText('Вы отписаны. Писем рассылки больше не будет.')
})

test('in English, a second sign-up of a pending address sends the link again', async ({ page }) => {
  const email = `reader-en-${Date.now()}@newsletter.test`
  await page.goto(`${siteUrl()}/en/yachts`)
  const field = footerForm(page).getByLabel('Email for the newsletter')
  await field.scrollIntoViewIfNeeded()
  await field.fill(email)
  await footerForm(page).getByRole('button', { name: 'Subscribe' }).click()
  await expect(toast(page)).toContainText('Subscription created!')
  await field.fill(email)
  await field.press('Enter')
  await expect(toast(page)).toContainText('Confirmation sent again!')
  expect((await latestEmailTo(email))?.subject).toBe('Confirm your subscription to the Baikal Yachts newsletter')
})
