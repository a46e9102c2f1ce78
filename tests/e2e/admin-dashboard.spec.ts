import { expect, type Page, test } from '@playwright/test'

import { E2E_ADMIN, siteUrl } from './support/admin'
import { islandHydrated, toast } from './support/page'

/**
 * The admin's notifications in Chromium (spec 4.4, 6, 9): the dashboard's test form, the bell's
 * badge ('9+' above 9), and opening one, which reads it and deletes it on the server.
 */
type Listed = { id: number; title: string; isRead: boolean }

async function signInAsAdmin(page: Page) {
  const answer = await page.request.post(`${siteUrl()}/api/login`, { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(answer.status()).toBe(200)
}

const listed = async (page: Page) => (await (await page.request.get(`${siteUrl()}/api/admin/notifications`)).json()) as Listed[]
const origin = () => ({ origin: new URL(siteUrl()).origin })

test('an admin sends a test notification from the dashboard, sees the bell count it, and opens it from the bell', async ({ page }) => {
  await signInAsAdmin(page)
  // A clean slate: what earlier tests raised (new members, bookings) is opened and gone.
  for (const { id } of await listed(page)) expect((await page.request.delete(`${siteUrl()}/api/notifications/${id}`, { headers: origin() })).status()).toBe(200)

  await page.goto(`${siteUrl()}/en/admin/dashboard`)
  await islandHydrated(page)
  await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('No new notifications.')).toBeVisible()

  const form = page.getByRole('form', { name: 'Test notification' })
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByText('This field is required')).toHaveCount(2)
  await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')
  await form.getByLabel('Priority').selectOption('urgent')
  await form.getByLabel('Title').fill('Storm warning at Listvyanka')
  await form.getByLabel('Message').fill('Gusts of 18 m/s expected after 16:00.\nKeep the yachts in the marina.')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(toast(page)).toContainText('Notification created')
  const region = page.getByRole('region', { name: 'Notifications' })
  const item = region.getByRole('button', { name: /Storm warning at Listvyanka.*, unread$/ })
  await expect(item).toContainText('Urgent')
  await expect(item.locator('time')).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/)

  // Ten more: the badge caps at 9+.
  for (let index = 1; index <= 10; index += 1) {
    const sent = await page.request.post(`${siteUrl()}/api/admin/notifications/test`, {
      data: { type: 'test', title: `Batch ${index}`, message: 'Counted by the badge' },
      headers: origin(),
    })
    expect(sent.status()).toBe(201)
  }
  await page.evaluate(() => sessionStorage.clear())
  await page.goto(`${siteUrl()}/en/`)
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ })
  await expect(bell).toHaveAccessibleName('Notifications, 11 unread')
  await expect(bell.locator('[data-notification-badge]')).toHaveText('9+')

  await bell.click()
  const panel = page.getByRole('dialog', { name: 'Notifications' })
  await panel.getByRole('button', { name: /Storm warning at Listvyanka.*, unread$/ }).click()
  await expect(panel.getByRole('status')).toContainText('Keep the yachts in the marina.')
  await expect(bell).toHaveAccessibleName('Notifications, 10 unread')
  // Read, then deleted, on the server.
  await expect.poll(async () => (await listed(page)).some((notification) => notification.title === 'Storm warning at Listvyanka')).toBe(false)
  await panel.getByRole('button', { name: '← All notifications' }).click()
  await expect(panel.getByRole('button', { name: /Batch 10 .*, unread$/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(bell).toBeFocused()
})

test('the Russian dashboard and bell speak Russian, and a customer is not let in', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto(`${siteUrl()}/admin/dashboard`)
  await islandHydrated(page)
  await expect(page.getByRole('heading', { name: 'Панель администратора', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Уведомления/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Открыть админку CMS' }).first()).toHaveAttribute('href', /\/admin$/)

  await page.context().clearCookies()
  const email = `not-admin-${Date.now()}@test.local`
  const registered = await page.request.post(`${siteUrl()}/api/register`, {
    data: { firstName: 'Ivan', lastName: 'Petrov', email, password: 'Sailing#2026', roles: ['customer'], photoUrl: null },
    headers: origin(),
  })
  expect(registered.status()).toBe(201)
  expect((await page.request.get(`${siteUrl()}/api/admin/notifications`)).status()).toBe(403)
  await page.goto(`${siteUrl()}/admin/dashboard`)
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Уведомления/ })).toHaveCount(0)
})

test('an admin finds a member, makes them a captain, locks them out and lets them back in', async ({ page, playwright }) => {
  const member = await playwright.request.newContext({ baseURL: siteUrl(), extraHTTPHeaders: origin() })
  const email = `managed-${Date.now()}@test.local`
  const registered = await member.post('/api/register', { data: { firstName: 'Gleb', lastName: 'Omulev', email, password: 'Sailing#2026', roles: ['customer'], photoUrl: null } })
  expect(registered.status()).toBe(201)
  expect((await member.get('/api/user')).status()).toBe(200)

  await signInAsAdmin(page)
  await page.goto(`${siteUrl()}/en/admin/dashboard?tab=users`)
  await islandHydrated(page)
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true')
  await page.getByLabel('Search by name or email').fill(`omulev ${email.split('@')[0]}`)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const row = page.getByRole('row', { name: new RegExp(email) })
  await expect(row).toContainText('Customer')
  await row.getByRole('button', { name: 'Open Gleb Omulev' }).click()
  await expect(page).toHaveURL(/tab=users&userId=\d+/)

  await page.getByRole('checkbox', { name: 'Captain' }).check()
  await page.getByRole('button', { name: 'Save roles' }).click()
  await expect(toast(page)).toContainText('Saved')
  await page.getByRole('button', { name: 'Lock', exact: true }).click()
  await expect(page.getByText('Locked', { exact: true })).toBeVisible()
  // The member's session ended with the lock, and signing in again is refused.
  expect((await member.get('/api/user')).status()).toBe(401)
  expect((await member.post('/api/login', { data: { username: email, password: 'Sailing#2026' } })).status()).toBe(403)
  await expect(page.getByRole('listitem').filter({ hasText: 'Account locked' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Roles changed' })).toContainText('customer → customer, captain')

  // The address keeps the opened account: a reload shows it again.
  await page.reload()
  await page.getByRole('button', { name: 'Unlock', exact: true }).click()
  await expect(page.getByText('Active', { exact: true })).toBeVisible()
  expect((await member.post('/api/login', { data: { username: email, password: 'Sailing#2026' } })).status()).toBe(200)
  await page.getByRole('button', { name: '← All users' }).click()
  await expect(page).toHaveURL(/tab=users$/)
  await member.dispose()
})

test('an admin reads the mail the portal sent, filtered by status and recipient, at /admin/communications', async ({ page, playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: siteUrl(), extraHTTPHeaders: { ...origin(), 'accept-language': 'en' } })
  const email = `mailed-${Date.now()}@test.local`
  expect(
    (await visitor.post('/api/register', { data: { firstName: 'Vera', lastName: 'Nerpina', email, password: 'Sailing#2026', roles: ['customer'], photoUrl: null } })).status(),
  ).toBe(201)
  await visitor.dispose()

  await signInAsAdmin(page)
  await page.goto(`${siteUrl()}/en/admin/communications`)
  await islandHydrated(page)
  await expect(page.getByRole('tab', { name: 'Mail' })).toHaveAttribute('aria-selected', 'true')
  await page.getByLabel('Status').selectOption('kept')
  await page.getByLabel('Recipient or subject').fill(email)
  await page.getByRole('button', { name: 'Show' }).click()
  const row = page.getByRole('row', { name: new RegExp(email) })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Kept (no mail provider)')
  await row.getByRole('button').click()
  await expect(page.locator('[data-mail-status]')).toHaveText('Kept (no mail provider)')
  await expect(page.locator('pre')).toContainText('/verify-email')
  await page.getByRole('button', { name: '← All messages' }).click()
  await page.getByRole('tab', { name: 'Users' }).click()
  await expect(page).toHaveURL(/\/en\/admin\/dashboard\?tab=users$/)
})

test('the security tab shows today’s failed sign-ins beside the admins’ actions', async ({ page, playwright }) => {
  const stranger = await playwright.request.newContext({ baseURL: siteUrl(), extraHTTPHeaders: origin() })
  expect((await stranger.post('/api/login', { data: { username: E2E_ADMIN.email, password: 'not-the-password' } })).status()).toBe(401)
  await stranger.dispose()

  await signInAsAdmin(page)
  await page.goto(`${siteUrl()}/en/admin/dashboard?tab=security`)
  await islandHydrated(page)
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true')
  const table = page.getByRole('table', { name: 'Sign-ins and refusals per day, newest first' })
  const todayRow = table.getByRole('row').nth(1)
  const failed = Number((await todayRow.getByRole('cell').nth(1).textContent())?.trim())
  expect(failed).toBeGreaterThanOrEqual(1)
  await expect(page.locator('[data-security-totals]')).toContainText('failed:')
  await expect(page.getByRole('heading', { name: 'What admins did' })).toBeVisible()
})

test('the analytics tab shows a page view recorded with consent, and none is sent without it', async ({ browser, page }) => {
  await signInAsAdmin(page)
  const totals = async () => ((await (await page.request.get(`${siteUrl()}/api/admin/analytics?days=7`)).json()) as { totals: { pageViews: number } }).totals.pageViews
  const before = await totals()

  const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage()
  const sent: string[] = []
  visitor.on('request', (request) => {
    if (request.url().includes('/api/analytics/track')) sent.push(request.url())
  })
  // The run's visitors answered the banner with "necessary only" (playwright.config.ts).
  await visitor.goto(`${siteUrl()}/en/events`)
  await visitor.waitForLoadState('networkidle')
  await visitor.goto(`${siteUrl()}/en/yachts`)
  await visitor.waitForLoadState('networkidle')
  expect(sent).toEqual([])
  expect(await totals()).toBe(before)

  // Agreeing to analytics counts the page at once, and later pages too.
  await visitor.evaluate(() => {
    document.cookie = 'cookieConsent=; max-age=0; path=/'
  })
  await visitor.reload()
  const recorded = visitor.waitForResponse((response) => response.url().endsWith('/api/analytics/track'))
  await visitor.getByRole('button', { name: 'Accept all' }).click()
  expect((await recorded).status()).toBe(204)
  await expect.poll(totals).toBe(before + 1)
  expect(sent).toHaveLength(1)

  await page.goto(`${siteUrl()}/en/admin/dashboard?tab=analytics`)
  await islandHydrated(page)
  const tab = page.getByRole('region', { name: 'Traffic and conversions' })
  await expect(tab.locator('[data-analytics-totals] dd').first()).toHaveText(String(before + 1))
  await expect(tab.getByRole('table', { name: 'Most viewed pages' })).toContainText('/en/yachts')
  await expect(tab.locator('.uplot').first()).toBeVisible()
  await tab.getByText('Show per day as a table').click()
  await expect(tab.getByRole('table', { name: 'Figures per day, newest first' })).toBeVisible()
})

test('any other address under /admin opens the admin dashboard, in its language (spec 2.1)', async ({ page }) => {
  await signInAsAdmin(page)
  const answer = await page.goto(`${siteUrl()}/en/admin/reports/2026?tab=users`)
  expect(answer?.status()).toBe(200)
  await islandHydrated(page)
  await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible()
  expect((await page.request.get(`${siteUrl()}/admin/no-such-page`)).status()).toBe(200)
  // Addresses that merely begin with the word are not the dashboard's.
  expect((await page.request.get(`${siteUrl()}/administrator`)).status()).toBe(404)
})
