import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { cmsUrl, E2E_ADMIN, siteUrl } from './support/admin'
import { codeIn, confirmAddress, latestEmailTo, verificationPathIn } from './support/outbox'
import { islandHydrated, toast } from './support/page'

/** Sign-up, confirmation, sign-in, the header by role, sign-out and password reset, in Chromium. */
const PASSWORD = 'Sailing#2026'
let counter = 0
const newEmail = () => `ui-${Date.now()}-${++counter}@test.local`

async function register(page: Page, email: string, language: 'en' | 'ru' = 'en') {
  await page.goto(`${siteUrl()}${language === 'en' ? '/en' : ''}/auth`)
  await islandHydrated(page)
  await page.getByTestId('auth-tab-register').click()
  await page.getByTestId('register-first-name').fill('Ivan')
  await page.getByTestId('register-last-name').fill('Petrov')
  await page.getByTestId('register-email').fill(email)
  await page.getByTestId('register-phone').focus()
  await page.getByTestId('register-password').fill(PASSWORD)
  await page.getByTestId('register-confirm-password').fill(PASSWORD)
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-score', '5')
  await page.getByTestId('register-submit').click()
}

test('a visitor registers, confirms the address from the email, signs out and signs in again', async ({ page }) => {
  const email = newEmail()
  await register(page, email)
  await expect(page).toHaveURL(/\/en\/?$/)
  await expect(toast(page)).toContainText('Registration successful')
  await expect(toast(page)).toContainText('Welcome, Ivan!')
  // Signed in, not confirmed yet: the header's profile menu and the reminder banner.
  await expect(page.locator('[data-profile-toggle]')).toContainText('Ivan')
  await expect(page.locator('[data-verify-banner]')).toContainText(email)

  const mail = await latestEmailTo(email)
  expect(mail?.subject).toBe('Confirm your email address')
  await page.goto(`${siteUrl()}${verificationPathIn(mail!.text)}`)
  await expect(page.locator('[data-verify-status]')).toHaveText('Your email is confirmed. Thank you!')
  await expect(page.locator('[data-verify-banner]')).toBeHidden()
  expect(page.url()).not.toContain('token=')

  await page.locator('[data-profile-toggle]').click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/en\/?$/)
  await expect(toast(page)).toContainText('Logged out')
  await expect(page.locator('[data-guest-link]')).toBeVisible()
  expect((await page.request.get(`${siteUrl()}/api/user`)).status()).toBe(401)

  await page.goto(`${siteUrl()}/en/auth`)
  await islandHydrated(page)
  await page.getByTestId('login-email').fill(email)
  await page.getByTestId('login-password').fill(PASSWORD)
  await page.getByTestId('login-submit').click()
  await expect(page).toHaveURL(/\/en\/?$/)
  await expect(toast(page)).toContainText('Welcome back, Ivan!')
  // Signed in: /auth sends them home.
  await page.goto(`${siteUrl()}/en/auth`)
  await expect(page).toHaveURL(/\/en\/?$/)
})

test('the header shows each role its own area (spec 6)', async ({ page, playwright }) => {
  const admin = await playwright.request.newContext()
  const { token } = (await (await admin.post(`${cmsUrl()}/api/users/login`, { data: E2E_ADMIN })).json()) as { token: string }
  const expectations: [string[], (page: Page) => Promise<void>][] = [
    [['owner'], async (p) => expect(p.locator('[data-role-area] a', { hasText: 'Owner dashboard' })).toHaveAttribute('href', '/en/owner/dashboard')],
    [
      ['service_company'],
      async (p) => {
        await expect(p.locator('[data-role-area] a', { hasText: 'Service company dashboard' })).toHaveAttribute('href', '/en/service-company/dashboard')
        await expect(p.locator('[data-role-area] a', { hasText: 'Orders' })).toHaveAttribute('href', '/en/bookings')
      },
    ],
    [['travel_manager'], async (p) => expect(p.locator('[data-role-area] a', { hasText: 'Travel manager dashboard' })).toBeVisible()],
    [['crew_member'], async (p) => expect(p.locator('[data-role-area] a', { hasText: 'Crew dashboard' })).toBeVisible()],
    [
      ['captain', 'traveler'],
      async (p) => {
        await p.locator('[data-profile-toggle]').click()
        for (const name of ['Account settings', 'Personal dashboard', 'Social club']) await expect(p.getByRole('link', { name })).toBeVisible()
        await expect(p.getByRole('button', { name: 'Log out' })).toBeVisible()
        await p.keyboard.press('Escape')
        await expect(p.locator('[data-profile-menu]')).toBeHidden()
      },
    ],
    [
      ['admin'],
      async (p) => {
        await expect(p.getByRole('button', { name: /^Notifications/ })).toBeVisible()
        await expect(p.locator('[data-role-area] a', { hasText: 'Admin dashboard' })).toHaveAttribute('href', '/en/admin/dashboard')
      },
    ],
  ]
  for (const [roles, check] of expectations) {
    const email = newEmail()
    const created = await admin.post(`${cmsUrl()}/api/users`, {
      headers: { authorization: `JWT ${token}` },
      data: { email, password: PASSWORD, firstName: 'Role', lastName: 'Tester', roles, emailVerified: true },
    })
    expect(created.status(), await created.text()).toBe(201)
    await page.context().clearCookies()
    expect((await page.request.post(`${siteUrl()}/api/login`, { data: { username: email, password: PASSWORD } })).status()).toBe(200)
    await page.goto(`${siteUrl()}/en/`)
    await expect(page.locator('[data-guest-link]')).toBeHidden()
    await check(page)
  }
  await admin.dispose()
})

test('the forgot-password dialog: unknown address blocked, code by email, timed steps, new password works', async ({ page }) => {
  const email = newEmail()
  expect(
    (
      await page.request.post(`${siteUrl()}/api/register`, { data: { firstName: 'Olga', lastName: 'Sidorova', email, password: PASSWORD, roles: ['traveler'], photoUrl: null } })
    ).status(),
  ).toBe(201)
  await page.context().clearCookies()
  await page.goto(`${siteUrl()}/en/auth`)
  await islandHydrated(page)
  await page.getByTestId('forgot-password-open').click()
  const dialog = page.getByTestId('forgot-password-dialog')
  await expect(dialog).toHaveAttribute('data-step', 'email')
  await page.getByTestId('forgot-email').fill(`ghost-${Date.now()}@test.local`)
  await page.getByTestId('forgot-email').blur()
  await expect(dialog).toContainText('This email is not registered. Please check your email or register for a new account.')
  // Sending is blocked: the dialog stays at the email step.
  await page.getByTestId('forgot-send').click()
  await expect(dialog).toHaveAttribute('data-step', 'email')

  await page.getByTestId('forgot-email').fill(email)
  await page.getByTestId('forgot-email').blur()
  await expect(page.getByTestId('forgot-send')).toBeEnabled()
  await page.getByTestId('forgot-send').click()
  await expect(dialog).toHaveAttribute('data-step', 'sent')
  const sentAt = Date.now()
  await expect(dialog).toHaveAttribute('data-step', 'code', { timeout: 5000 })
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1500)
  // Back returns to the email step; forward again with a fresh code.
  await page.getByTestId('forgot-back').click()
  await expect(dialog).toHaveAttribute('data-step', 'email')
  await page.getByTestId('forgot-send').click()
  await expect(dialog).toHaveAttribute('data-step', 'code', { timeout: 5000 })

  const code = codeIn((await latestEmailTo(email))!.text)!
  await page.getByTestId('forgot-code').fill(code)
  await page.getByTestId('forgot-new-password').fill('Harbour#2027')
  await page.getByTestId('forgot-confirm-password').fill('Harbour#2028')
  await page.getByTestId('forgot-reset').click()
  await expect(dialog).toContainText('Passwords do not match')
  await page.getByTestId('forgot-confirm-password').fill('Harbour#2027')
  await page.getByTestId('forgot-reset').click()
  await expect(dialog).toHaveAttribute('data-step', 'success')
  await expect(dialog).toBeHidden({ timeout: 6000 })

  await page.getByTestId('login-email').fill(email)
  await page.getByTestId('login-password').fill('Harbour#2027')
  await page.getByTestId('login-submit').click()
  await expect(page).toHaveURL(/\/en\/?$/)
})

test('a wrong reset code is told in the page language, and an address in use is a toast too', async ({ page }) => {
  const email = newEmail()
  expect(
    (
      await page.request.post(`${siteUrl()}/api/register`, { data: { firstName: 'Olga', lastName: 'Sidorova', email, password: PASSWORD, roles: ['customer'], photoUrl: null } })
    ).status(),
  ).toBe(201)
  await page.context().clearCookies()
  await page.goto(`${siteUrl()}/auth`)
  await islandHydrated(page)
  await page.getByTestId('forgot-password-open').click()
  const dialog = page.getByTestId('forgot-password-dialog')
  await page.getByTestId('forgot-email').fill(email)
  await page.getByTestId('forgot-send').click()
  await expect(dialog).toHaveAttribute('data-step', 'code', { timeout: 5000 })
  const code = codeIn((await latestEmailTo(email))!.text)!
  await page.getByTestId('forgot-code').fill(code === '000000' ? '111111' : '000000')
  await page.getByTestId('forgot-new-password').fill('Harbour#2027')
  await page.getByTestId('forgot-confirm-password').fill('Harbour#2027')
  await page.getByTestId('forgot-reset').click()
  await expect(toast(page)).toContainText('Неверный код подтверждения. Проверьте код и попробуйте ещё раз.')
  await page.getByTestId('forgot-password-close').click()
  await expect(dialog).toBeHidden()

  // Registering with that address: the field says so and a toast says it too (spec 8).
  await page.getByTestId('auth-tab-register').click()
  await page.getByTestId('register-first-name').fill('Ivan')
  await page.getByTestId('register-last-name').fill('Petrov')
  await page.getByTestId('register-email').fill(email)
  await page.getByTestId('register-password').fill(PASSWORD)
  await page.getByTestId('register-confirm-password').fill(PASSWORD)
  await page.getByTestId('register-submit').click()
  await expect(toast(page)).toContainText('Email уже зарегистрирован')
  await expect(page.getByTestId('register-email')).toBeFocused()
})

test('validation messages: English on the English sign-in, Russian on the Russian registration', async ({ page }) => {
  await page.goto(`${siteUrl()}/en/auth`)
  await islandHydrated(page)
  await page.getByTestId('login-email').fill('not-an-email')
  await page.getByTestId('login-password').fill('123')
  await page.getByTestId('login-submit').click()
  await expect(page.getByTestId('login-form')).toContainText('Please enter a valid email address')
  await expect(page.getByTestId('login-form')).toContainText('Password must be at least 6 characters')

  await page.goto(`${siteUrl()}/auth`)
  await islandHydrated(page)
  await page.getByTestId('auth-tab-register').click()
  await page.getByTestId('register-role-customer').uncheck()
  await page.getByTestId('register-password').fill(PASSWORD)
  await page.getByTestId('register-confirm-password').fill('Sailing#2027')
  await page.getByTestId('register-form').evaluate((form: HTMLFormElement) => form.requestSubmit())
  await expect(page.getByTestId('register-form')).toContainText('Пароли не совпадают')
  await expect(page.getByTestId('register-form')).toContainText('Выберите хотя бы одну роль')
  // The strength meter: five rules, from grey to green.
  await page.getByTestId('register-password').fill('abc')
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-color', /red|grey/)
  await expect(page.getByTestId('register-submit')).toBeDisabled()
})

test('an address already in use is caught on blur; five wrong passwords lock the account', async ({ page }) => {
  const email = newEmail()
  expect(
    (
      await page.request.post(`${siteUrl()}/api/register`, { data: { firstName: 'Petr', lastName: 'Ivanov', email, password: PASSWORD, roles: ['customer'], photoUrl: null } })
    ).status(),
  ).toBe(201)
  await page.context().clearCookies()
  await page.goto(`${siteUrl()}/en/auth`)
  await islandHydrated(page)
  await page.getByTestId('auth-tab-register').click()
  await page.getByTestId('register-email').fill(email)
  await page.getByTestId('register-email').blur()
  await expect(page.getByTestId('register-form')).toContainText('This email is already in use. Please use a different email.')

  await page.getByTestId('auth-tab-login').click()
  for (let i = 0; i < 5; i += 1) {
    await page.getByTestId('login-email').fill(email)
    await page.getByTestId('login-password').fill(`Wrong#pass${i}`)
    // The previous refusal is still on screen until this one's answer: wait for the answer itself.
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/login') && response.request().method() === 'POST')
    await page.getByTestId('login-submit').click()
    expect((await answered).status()).toBe(401)
    await expect(page.getByTestId('login-submit')).toBeEnabled()
  }
  await expect(page.getByTestId('login-error')).toBeVisible()
  await page.getByTestId('login-password').fill(PASSWORD)
  await page.getByTestId('login-submit').click()
  await expect(page.getByTestId('login-error')).toContainText(/locked/i)
})

test('the account page edits the profile and changes the password; guests are sent to sign in', async ({ page }) => {
  await page.goto(`${siteUrl()}/en/account`)
  await expect(page).toHaveURL(/\/en\/auth\/?$/)
  // Leave /auth first: once signed in, it sends the visitor home, and that would race our next step.
  await page.goto('about:blank')
  const email = newEmail()
  expect(
    (
      await page.request.post(`${siteUrl()}/api/register`, {
        data: { firstName: 'Nina', lastName: 'Orlova', email, password: PASSWORD, roles: ['owner', 'captain'], photoUrl: null },
      })
    ).status(),
  ).toBe(201)
  await page.goto(`${siteUrl()}/en/account`)
  await expect(page.locator('[data-roles]')).toHaveText('Yacht owner, Captain')
  await page.getByLabel('First name').fill('Nadia')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page)).toContainText('Your profile has been updated')
  await expect(page.getByRole('heading', { level: 2, name: 'Nadia Orlova' })).toBeVisible()

  await page.getByLabel('Current password', { exact: true }).fill('Wrong#pass1')
  await page.getByLabel('New password', { exact: true }).fill('Harbour#2027')
  await page.getByLabel('Confirm password', { exact: true }).fill('Harbour#2027')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Current password is incorrect')).toBeVisible()
  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(toast(page)).toContainText('Your password has been changed')
})

test('a profile photo is uploaded with its progress, shown in the header, explained when wrong, and removed', async ({ page }) => {
  const email = newEmail()
  expect(
    (
      await page.request.post(`${siteUrl()}/api/register`, { data: { firstName: 'Oleg', lastName: 'Sokolov', email, password: PASSWORD, roles: ['customer'], photoUrl: null } })
    ).status(),
  ).toBe(201)
  // Photos are for members who confirmed their address.
  await confirmAddress(page.request, email)
  await page.goto(`${siteUrl()}/account`)
  const chooser = page.getByLabel('Загрузить фото')
  await expect(chooser).toBeAttached()

  // Not a picture: explained in place, nothing sent.
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(page.getByRole('alert')).toHaveText('Выберите изображение JPEG, PNG или WebP')

  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0b5c8a' } })
    .jpeg()
    .toBuffer()
  // Held a moment on the way, as a slow connection would: the progress shows meanwhile.
  await page.route('**/api/account/photo', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600))
    await route.continue()
  })
  await chooser.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture })
  await expect(page.locator('progress')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /Загружаем\.\.\. \d+%/ })).toBeVisible()
  await expect(toast(page)).toContainText('Фото обновлено')
  await page.unroute('**/api/account/photo')
  await expect(page.locator('[data-profile-photo]')).toHaveAttribute('src', /^\/api\/photos\/\d+$/)
  await expect(page.locator('[data-profile-toggle] .avatar img')).toHaveAttribute('src', /^\/api\/photos\/\d+$/)
  // Private: the member sees it, a stranger does not.
  const src = await page.locator('[data-profile-photo]').getAttribute('src')
  expect((await page.request.get(`${siteUrl()}${src}`)).headers()['content-type']).toBe('image/webp')
  expect((await fetch(`${siteUrl()}${src}`)).status).toBe(404)
  await expect(page.getByRole('alert')).toBeHidden()

  await page.getByRole('button', { name: 'Удалить фото' }).click()
  await expect(toast(page)).toContainText('Фото удалено')
  await expect(page.locator('[data-profile-photo]')).toBeHidden()
  await expect(page.locator('[data-profile-toggle] .avatar')).toHaveText('OS')
})
