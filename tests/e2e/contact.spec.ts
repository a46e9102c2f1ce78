import { expect, test } from '@playwright/test'

import { cmsUrl, E2E_ADMIN, siteUrl } from './support/admin'

async function storedMessages(email: string): Promise<{ name: string; service?: string; language: string; status: string }[]> {
  const login = await fetch(`${cmsUrl()}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) })
  const { token } = (await login.json()) as { token: string }
  const res = await fetch(`${cmsUrl()}/api/contact-messages?where[email][equals]=${encodeURIComponent(email)}`, { headers: { authorization: `JWT ${token}` } })
  return ((await res.json()) as { docs: { name: string; service?: string; language: string; status: string }[] }).docs
}

test('the contact form explains what is wrong, then stores the message in the CMS', async ({ page }) => {
  const email = `guest-${Date.now()}@example.com`
  await page.goto(`${siteUrl()}/contact?service=catering`)
  const form = page.locator('[data-contact-form]')
  await expect(form.getByLabel('Услуга')).toHaveValue('catering')

  await form.getByLabel('Имя').fill('А')
  await form.getByRole('button', { name: 'Отправить' }).click()
  await expect(form.getByText('Имя должно содержать не менее 2 символов')).toBeVisible()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByLabel('Имя')).toBeFocused()
  expect(await storedMessages(email)).toHaveLength(0)

  await form.getByLabel('Имя').fill('Анна Соколова')
  await form.getByLabel('Эл. почта').fill(email)
  await form.getByLabel('Сообщение').fill('Хотим заказать ужин на борту для восьми гостей в июле.')
  await form.getByRole('button', { name: 'Отправить' }).click()
  await expect(form.getByRole('status')).toHaveText('Спасибо! Мы ответим в течение рабочего дня.')
  await expect(form.getByLabel('Имя')).toHaveValue('')

  const stored = await storedMessages(email)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ name: 'Анна Соколова', service: 'catering', language: 'ru', status: 'new' })
})

test('the contact API refuses bad requests clearly and stores nothing', async ({ request }) => {
  const email = `hostile-${Date.now()}@example.com`
  const post = (data: unknown, headers: Record<string, string> = {}) =>
    request.post(`${siteUrl()}/api/contact`, { data: typeof data === 'string' ? data : JSON.stringify(data), headers: { 'content-type': 'application/json', ...headers } })
  const valid = { name: 'Гость', email, message: 'Достаточно длинное сообщение.' }

  expect((await post(valid, { origin: 'https://evil.example' })).status()).toBe(403)
  // Astro itself refuses form posts without a matching Origin (its CSRF check); other types are ours to refuse.
  expect((await post('name=x', { 'content-type': 'application/x-www-form-urlencoded' })).status()).toBe(403)
  expect((await post('<name/>', { 'content-type': 'application/xml' })).status()).toBe(415)
  expect((await post('{broken')).status()).toBe(400)
  expect((await post({ ...valid, message: 'x'.repeat(20_000) })).status()).toBe(413)
  const bad = await post({ ...valid, name: 7, service: 'submarine', status: 'answered' })
  expect(bad.status()).toBe(400)
  expect((await bad.json()) as unknown).toMatchObject({ errors: { name: expect.any(String), service: 'service' } })
  expect((await request.get(`${siteUrl()}/api/contact`)).status()).toBe(405)
  expect(await storedMessages(email)).toHaveLength(0)

  // A valid message cannot mark itself as handled.
  expect((await post({ ...valid, status: 'answered' })).status()).toBe(201)
  expect((await storedMessages(email))[0]?.status).toBe('new')
})
