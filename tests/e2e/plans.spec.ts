import { expect, type Page, test } from '@playwright/test'

import { siteUrl } from './support/admin'
import { latestEmailTo } from './support/outbox'
import { hydratedIsland, toast } from './support/page'

/**
 * Subscribing in Chromium, in both languages (issue #14): a member takes a plan by the year and
 * pays by card, then ends it at the period's end on /account; an owner takes a business tier.
 */

async function newMember(page: Page, roles: string[]): Promise<string> {
  const email = `plans-${roles[0]}-${Date.now()}@test.local`
  const answer = await page.request.post(`${siteUrl()}/api/register`, {
    data: { firstName: 'Вера', lastName: 'Парусова', email, password: 'Sailing#2026', roles, photoUrl: null },
  })
  expect(answer.status()).toBe(201)
  return email
}

async function payByCard(page: Page, labels: { number: RegExp; expiry: RegExp; pay: RegExp }) {
  await page.getByLabel(labels.number).fill('4242 4242 4242 4242')
  await page.getByLabel(labels.expiry).fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: labels.pay }).click()
}

test('a member takes «Путешественник» for a year, is told, and ends it at the period’s end on /account', async ({ page }) => {
  const email = await newMember(page, ['customer'])
  await page.goto(`${siteUrl()}/subscription-plans`)
  const plans = await hydratedIsland(page, '[data-plans="member"]')
  await plans.getByRole('radio', { name: 'За год' }).check()
  const voyager = plans.locator('li[data-plan]').filter({ has: page.getByRole('heading', { name: 'Путешественник' }) })
  await expect(voyager).toContainText('9 900 ₽ в год')
  await expect(voyager).toContainText('Скидка 5% на бронирования')
  await voyager.getByRole('button', { name: 'Оформить «Путешественник»' }).click()
  await payByCard(page, { number: /Номер карты/, expiry: /Срок действия/, pay: /^Оплатить 9\s900\s₽$/ })
  await expect(plans.getByRole('status')).toHaveText(/^Подписка «Путешественник» оформлена и действует до \d{1,2} [а-я]+ \d{4}\.$/)
  await expect(voyager.getByText('Ваш тариф')).toBeVisible()
  await expect.poll(async () => (await latestEmailTo(email))?.subject).toBe('Подписка «Путешественник» оформлена')

  await page.goto(`${siteUrl()}/account#subscriptions`)
  const mine = page.locator('[data-subscriptions]')
  await expect(mine).toContainText('«Путешественник»: 9 900 ₽ за год')
  await expect(mine).toContainText(/Продлится \d{1,2} [а-я]+ \d{4}/)
  await mine.getByRole('button', { name: 'Отменить в конце периода' }).click()
  await expect(mine).toContainText(/Закончится \d{1,2} [а-я]+ \d{4}/)
  await expect(toast(page)).toContainText('Подписка «Путешественник» закончится')
  await expect(mine.getByRole('button', { name: 'Не отменять' })).toBeVisible()
})

test('an owner takes the Berth business tier in English; a customer is told the tiers are for businesses', async ({ page }) => {
  await newMember(page, ['owner'])
  await page.goto(`${siteUrl()}/en/business-subscriptions`)
  const tiers = await hydratedIsland(page, '[data-plans="business"]')
  const berth = tiers.locator('li[data-plan]').filter({ has: page.getByRole('heading', { name: 'Berth' }) })
  await expect(berth).toContainText('RUB 2,900 a month')
  await expect(berth).toContainText('Up to 6 yachts in the catalogue')
  await expect(tiers).toContainText('Without a business tier an owner lists up to 3 yachts.')
  await berth.getByRole('button', { name: 'Take Berth' }).click()
  await payByCard(page, { number: /Card number/, expiry: /Expiry/, pay: /^Pay RUB\s2,900$/ })
  await expect(tiers.getByRole('status')).toHaveText(/^Your Berth subscription is active until \d{1,2} [A-Z][a-z]+ \d{4}\.$/)

  await page.context().clearCookies()
  await newMember(page, ['customer'])
  await page.goto(`${siteUrl()}/en/business-subscriptions`)
  const asCustomer = await hydratedIsland(page, '[data-plans="business"]')
  await expect(asCustomer.getByText('Business tiers are for yacht owners and service companies.')).toBeVisible()
  await expect(asCustomer.getByRole('button', { name: /^Take / })).toHaveCount(0)
})
