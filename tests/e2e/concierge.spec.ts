import { expect, test } from '@playwright/test'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { cmsUrl, E2E_ADMIN, siteUrl } from './support/admin'
import { latestEmailTo } from './support/outbox'

/** The concierge's inquiry (issue #14): the form on /concierge, a lead in the CMS, and the sender's confirmation. */
async function leadsOf(email: string): Promise<{ service: string; guests: number; status: string; language: string }[]> {
  const login = await fetch(`${cmsUrl()}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) })
  const { token } = (await login.json()) as { token: string }
  const answer = await fetch(`${cmsUrl()}/api/leads?where[email][equals]=${encodeURIComponent(email)}`, { headers: { authorization: `JWT ${token}` } })
  return ((await answer.json()) as { docs: { service: string; guests: number; status: string; language: string }[] }).docs
}

test('a visitor asks the concierge: wrong fields are explained, then the request reaches the team and the visitor is mailed', async ({ page }) => {
  const email = `concierge-${Date.now()}@example.com`
  await page.goto(`${siteUrl()}/concierge`)
  const form = page.locator('[data-concierge-form]')
  await form.getByLabel('Что организовать').selectOption('guide')
  await form.getByLabel('С', { exact: true }).fill(addDays(marinaDayOf(new Date()), 20))
  await form.getByLabel('По', { exact: true }).fill(addDays(marinaDayOf(new Date()), 18))
  await form.getByLabel('Гостей').fill('4')
  await form.getByLabel('Имя').fill('Олег Смирнов')
  await form.getByLabel('Эл. почта').fill('oleg@')
  await form.getByRole('button', { name: 'Отправить заявку' }).click()
  await expect(form.getByText('Последний день раньше первого')).toBeVisible()
  await expect(form.getByText('Введите корректный адрес почты')).toBeVisible()
  await expect(form.getByLabel('По', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  expect(await leadsOf(email)).toHaveLength(0)

  await form.getByLabel('По', { exact: true }).fill(addDays(marinaDayOf(new Date()), 22))
  await form.getByLabel('Эл. почта').fill(email)
  await form.getByLabel('Бюджет, ₽ (необязательно)').fill('80000')
  await form.getByLabel('Подробности (необязательно)').fill('Экскурсия по Листвянке и музей Байкала для семьи.')
  await form.getByRole('button', { name: 'Отправить заявку' }).click()
  await expect(form.getByRole('status')).toHaveText(/Заявка принята!/)
  expect(await leadsOf(email)).toEqual([expect.objectContaining({ service: 'guide', guests: 4, status: 'new', language: 'ru' })])
  expect((await latestEmailTo(email))?.subject).toBe('Мы получили вашу заявку — консьерж Baikal Yachts')
})

test('the concierge form in English', async ({ page }) => {
  const email = `concierge-en-${Date.now()}@example.com`
  await page.goto(`${siteUrl()}/en/concierge`)
  const form = page.locator('[data-concierge-form]')
  await form.getByLabel('What to arrange').selectOption('transfer')
  await form.getByLabel('From', { exact: true }).fill(addDays(marinaDayOf(new Date()), 40))
  await form.getByLabel('To', { exact: true }).fill(addDays(marinaDayOf(new Date()), 41))
  await form.getByLabel('Name').fill('Anna Lee')
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Send the request' }).click()
  await expect(form.getByRole('status')).toHaveText(/Request received!/)
  expect((await latestEmailTo(email))?.subject).toBe('We have your request — Baikal Yachts concierge')
})
