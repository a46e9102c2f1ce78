import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { E2E_ADMIN, siteUrl } from './support/admin'
import { latestEmailTo } from './support/outbox'

/** The portal API of spec 7 on the site's origin, as a browser's fetch calls it. */
const PASSWORD = 'Sailing#2026'
let counter = 0
const newEmail = () => `api-${Date.now()}-${++counter}@test.local`
const registration = (email: string) => ({ firstName: 'Ivan', lastName: 'Petrov', email, password: PASSWORD, roles: ['customer'], photoUrl: null })

// Browsers send Origin with every POST; Astro refuses form-like posts without it.
test.use({ extraHTTPHeaders: { origin: new URL(process.env.E2E_SITE_URL ?? 'http://localhost').origin } })

test('register signs in with an HttpOnly, SameSite=Lax session cookie; logout ends it', async ({ request }) => {
  const email = newEmail()
  const registered = await request.post(`${siteUrl()}/api/register`, { data: registration(email) })
  expect(registered.status()).toBe(201)
  expect(await registered.json()).toMatchObject({ email, roles: ['customer'], emailVerified: false, photoUrl: null })
  const cookies = registered
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)
  expect(cookies.find((cookie) => cookie.startsWith('payload-token='))).toMatch(/HttpOnly/i)
  expect(cookies.find((cookie) => cookie.startsWith('payload-token='))).toMatch(/SameSite=Lax/i)
  expect((await (await request.get(`${siteUrl()}/api/user`)).json()).email).toBe(email)
  expect((await latestEmailTo(email))?.subject).toBeTruthy()

  expect((await request.post(`${siteUrl()}/api/logout`)).status()).toBe(200)
  expect((await request.get(`${siteUrl()}/api/user`)).status()).toBe(401)
  // Signing in uses `username` for the email (spec 7); `email` is accepted too.
  expect((await request.post(`${siteUrl()}/api/login`, { data: { username: email, password: PASSWORD } })).status()).toBe(200)
  expect((await request.post(`${siteUrl()}/api/login`, { data: { email, password: PASSWORD } })).status()).toBe(200)
})

test('state-changing calls from another site are refused', async ({ request }) => {
  const answer = await request.post(`${siteUrl()}/api/login`, { data: { username: 'a@b.cd', password: 'whatever' }, headers: { origin: 'https://evil.example' } })
  expect(await answer.json()).toEqual({ error: 'Requests from other sites are not accepted.' })
  expect(answer.status()).toBe(403)
  expect((await request.post(`${siteUrl()}/api/register`, { data: 'x', headers: { 'content-type': 'text/plain' } })).status()).toBe(415)
})

test('the email check, the wrong password and the unknown address answer as the spec says', async ({ request }) => {
  const email = newEmail()
  await request.post(`${siteUrl()}/api/register`, { data: registration(email) })
  expect(await (await request.get(`${siteUrl()}/api/check-email-exists?email=${encodeURIComponent(email)}`)).json()).toEqual({ exists: true })
  expect((await request.get(`${siteUrl()}/api/check-email-exists?email=not-an-email`)).status()).toBe(400)
  const wrong = await request.post(`${siteUrl()}/api/login`, { data: { username: email, password: 'Wrong#pass1' } })
  expect(wrong.status()).toBe(401)
  expect(await wrong.json()).toEqual({ error: 'Invalid email or password' })
  const unknown = await request.post(`${siteUrl()}/api/forgot-password`, { data: { email: `ghost-${Date.now()}@test.local` } })
  expect(await unknown.json()).toEqual({ success: false, code: 'emailNotFound', message: 'This email is not registered. Please check your email or register for a new account.' })
})

test('only admins see other users', async ({ playwright }) => {
  const customer = await playwright.request.newContext()
  const created = await customer.post(`${siteUrl()}/api/register`, { data: registration(newEmail()) })
  const { id } = (await created.json()) as { id: number }
  expect((await customer.get(`${siteUrl()}/api/admin/users/${id}`)).status()).toBe(403)
  const admin = await playwright.request.newContext()
  expect((await admin.get(`${siteUrl()}/api/admin/users/${id}`)).status()).toBe(401)
  expect((await admin.post(`${siteUrl()}/api/login`, { data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password } })).status()).toBe(200)
  const seen = await admin.get(`${siteUrl()}/api/admin/users/${id}`)
  expect(seen.status()).toBe(200)
  expect(Object.keys(await seen.json()).sort()).toEqual([
    'brandName',
    'createdAt',
    'email',
    'emailVerified',
    'firstName',
    'id',
    'lastName',
    'locked',
    'phone',
    'photoUrl',
    'publicProfile',
    'roles',
  ])
  expect((await admin.get(`${siteUrl()}/api/admin/users/abc`)).status()).toBe(400)
  expect((await admin.get(`${siteUrl()}/api/admin/users/999999`)).status()).toBe(404)
  await customer.dispose()
  await admin.dispose()
})

test('random bodies never yield a 5xx', async ({ request }) => {
  const paths = ['/api/login', '/api/register', '/api/forgot-password', '/api/reset-password', '/api/verify-email', '/api/account', '/api/account/password']
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue(), async (path, body) => {
      const answer = await request.fetch(`${siteUrl()}${path}`, { method: path === '/api/account' ? 'PATCH' : 'POST', data: body === undefined ? null : body })
      expect(answer.status()).toBeLessThan(500)
    }),
    { numRuns: 40 },
  )
})
