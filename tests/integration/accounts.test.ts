import fc from 'fast-check'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hit, RATE_LIMITS } from '@cms/core/rateLimits'
import { MAX_PHOTO_BYTES } from '@cms/features/accounts/contract/photoRules'
import * as account from '@site/pages/api/account'
import * as adminUser from '@site/pages/api/admin/users/[id]'
import * as password from '@site/pages/api/account/password'
import * as photo from '@site/pages/api/account/photo'
import * as checkEmail from '@site/pages/api/check-email-exists'
import * as forgot from '@site/pages/api/forgot-password'
import * as login from '@site/pages/api/login'
import * as logout from '@site/pages/api/logout'
import * as photos from '@site/pages/api/photos/[id]'
import * as register from '@site/pages/api/register'
import * as resend from '@site/pages/api/resend-verification'
import * as reset from '@site/pages/api/reset-password'
import * as user from '@site/pages/api/user'
import * as verify from '@site/pages/api/verify-email'
import { startCmsServer } from './support/cmsServer'
import { testPayload } from './support/payload'
import { makeUser, pngClaiming } from './support/fixtures'
import { fuzzSeed } from './support/fuzzSeed'
import { portalApi } from './support/portalApi'

/**
 * The portal's account API, route by route, as the site server runs it (Payload's Local API
 * in-process, as the visitor) on the run's PostgreSQL: registration, verification, sign-in and
 * its limits, reset codes, sessions, photos, and hostile input that must never cause a 5xx nor
 * change a stored user.
 */
let payload: Payload
let call: ReturnType<typeof portalApi>
let cms: { url: string; close: () => Promise<void> }
let clientCounter = 0

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  cms = await startCmsServer()
})
afterAll(async () => {
  await cms.close()
})

/** Each test sends from its own address, so the per-visitor limits of one do not touch another. */
const newClient = () => `10.0.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`

let emailCounter = 0
const newEmail = () => `member-${Date.now()}-${++emailCounter}@test.local`
const PASSWORD = 'Sailing#2026'

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Анна',
  lastName: 'Морская',
  email,
  password: PASSWORD,
  roles: ['customer'],
  ...extra,
})

async function latestMailTo(email: string) {
  const { docs } = await payload.find({ collection: 'email-outbox', where: { to: { equals: email } }, sort: '-createdAt', limit: 1 })
  return docs[0]
}

const me = async (token: string | null) => {
  const answer = await call(user, 'GET', { token })
  return answer.status === 200 ? answer.json : null
}

async function signUp(extra: Record<string, unknown> = {}) {
  const email = newEmail()
  const answer = await call(register, 'POST', { body: registration(email, extra), address: newClient() })
  expect(answer.status).toBe(201)
  return { email, token: answer.token!, id: (answer.json as { id: number }).id }
}

async function usersSnapshot(): Promise<string> {
  const { docs } = await payload.find({ collection: 'users', limit: 10_000, depth: 0, sort: 'id' })
  return JSON.stringify(docs.map((doc) => [doc.id, doc.email, doc.roles, doc.emailVerified, doc.updatedAt]))
}

describe('registration', () => {
  it('creates a customer, signs them in with an HttpOnly SameSite=Lax cookie and emails a verification link', async () => {
    const email = newEmail()
    const answer = await call(register, 'POST', { body: registration(email), address: newClient(), headers: { 'accept-language': 'ru-RU' } })
    expect(answer.status).toBe(201)
    expect(answer.json).toMatchObject({ email, firstName: 'Анна', roles: ['customer'], emailVerified: false, photoUrl: null })
    expect(answer.json).not.toHaveProperty('hash')
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('payload-token='))
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(await me(answer.token)).toMatchObject({ email })
    const mail = await latestMailTo(email)
    expect(mail?.subject).toBe('Подтвердите адрес электронной почты')
    expect(mail?.text).toMatch(/\/verify-email\?token=[\w-]{40,}/)
  })

  it('never grants admin or editor, however the body is crafted, and stores nothing', async () => {
    const before = await usersSnapshot()
    for (const roles of [['admin'], ['customer', 'editor'], 'admin', [{ role: 'admin' }], ['ADMIN']]) {
      const { status } = await call(register, 'POST', { body: registration(newEmail(), { roles }), address: newClient() })
      expect(status).toBe(400)
    }
    expect(await usersSnapshot()).toBe(before)
    // Unknown keys are refused outright: the body is the form, nothing more.
    const sneaky = await call(register, 'POST', { body: registration(newEmail(), { emailVerified: true }), address: newClient() })
    expect(sneaky.status).toBe(400)
  })

  it('refuses an address already in use with the spec message', async () => {
    const { email } = await signUp()
    const again = await call(register, 'POST', { body: registration(email.toUpperCase()), address: newClient() })
    expect(again.status).toBe(409)
    expect(again.json.error).toBe('This email is already in use. Please use a different email.')
    expect((await call(checkEmail, 'GET', { query: `?email=${encodeURIComponent(email)}`, address: newClient() })).json).toEqual({ exists: true })
    expect((await call(checkEmail, 'GET', { query: `?email=nobody-${Date.now()}@test.local`, address: newClient() })).json).toEqual({ exists: false })
  })

  it('limits new accounts per visitor address', async () => {
    const address = newClient()
    const statuses: number[] = []
    for (let i = 0; i < RATE_LIMITS.register.limit; i += 1) statuses.push((await call(register, 'POST', { body: registration(newEmail()), address })).status)
    expect(statuses.every((status) => status === 201)).toBe(true)
    const refused = await call(register, 'POST', { body: registration(newEmail()), address })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.json.error).toMatch(/^Too many attempts\. Try again in \d+ minutes\.$/)
  })
})

describe('email verification', () => {
  const tokenIn = async (email: string) => /token=([\w-]+)/.exec(String((await latestMailTo(email))?.text))![1]!

  it('confirms the address once, from the emailed link only', async () => {
    const { email, id } = await signUp()
    const token = await tokenIn(email)
    expect((await call(verify, 'POST', { body: { token: `${token.slice(0, -2)}xx` } })).status).toBe(400)
    expect((await call(verify, 'POST', { body: { token } })).json).toEqual({ success: true })
    expect((await payload.findByID({ collection: 'users', id })).emailVerified).toBe(true)
    const reused = await call(verify, 'POST', { body: { token } })
    expect(reused.status).toBe(400)
    expect(reused.json.message).toMatch(/already been used/)
  })

  it('sends a new link that voids the old one, in the page’s language', async () => {
    const { email, token } = await signUp()
    const first = await tokenIn(email)
    expect((await call(resend, 'POST', { token, headers: { 'accept-language': 'en-GB' } })).status).toBe(200)
    const mail = await latestMailTo(email)
    expect(mail?.subject).toBe('Confirm your email address')
    const second = await tokenIn(email)
    expect((await call(verify, 'POST', { body: { token: first } })).status).toBe(400)
    expect((await call(verify, 'POST', { body: { token: second } })).status).toBe(200)
  })
})

describe('sign-in and sessions', () => {
  it('signs in with the right password only, and logout ends the session on the server', async () => {
    const { email } = await signUp()
    expect((await call(login, 'POST', { body: { username: email, password: 'Wrong#pass1' }, address: newClient() })).json).toEqual({ error: 'Invalid email or password' })
    const signedIn = await call(login, 'POST', { body: { username: email, password: PASSWORD }, address: newClient() })
    expect(signedIn.status).toBe(200)
    expect(await me(signedIn.token)).toMatchObject({ email })
    expect((await call(logout, 'POST', { token: signedIn.token })).status).toBe(200)
    expect(await me(signedIn.token)).toBeNull()
  })

  it('answers 401 and clears the cookies for a token that is not valid', async () => {
    const answer = await call(user, 'GET', { token: 'a.b.c' })
    expect(answer.status).toBe(401)
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/payload-token=;.*1970/)
  })

  it('stores new passwords as PBKDF2-SHA256 with 600,000 iterations and upgrades old hashes at sign-in', async () => {
    const { email, id } = await signUp()
    const stored = async () => (await payload.db.drizzle.execute(`SELECT hash FROM users WHERE id = ${id}`)).rows[0] as { hash: string }
    expect((await stored()).hash).toMatch(/^pbkdf2-sha256-v1:[0-9a-f]{64}$/)
    // An account from before: Payload's legacy 25,000-iteration hash.
    const { pbkdf2Sync, randomBytes } = await import('node:crypto')
    const salt = randomBytes(32).toString('hex')
    const legacy = pbkdf2Sync(PASSWORD, salt, 25_000, 512, 'sha256').toString('hex')
    await payload.db.drizzle.execute(`UPDATE users SET hash = '${legacy}', salt = '${salt}' WHERE id = ${id}`)
    expect((await call(login, 'POST', { body: { email, password: PASSWORD }, address: newClient() })).status).toBe(200)
    expect((await stored()).hash).toMatch(/^pbkdf2-sha256-v1:/)
  })

  it('holds back a stranger guessing one account’s password, never the owner signing in from elsewhere', async () => {
    const { email } = await signUp()
    const stranger = newClient()
    const guesses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.loginAccount.limit; i += 1)
      guesses.push((await call(login, 'POST', { body: { email, password: `Wrong#pass${i}` }, address: stranger })).status)
    expect(guesses.slice(0, RATE_LIMITS.loginAccount.limit).every((status) => status === 401)).toBe(true)
    const held = await call(login, 'POST', { body: { email, password: PASSWORD }, address: stranger })
    expect(held.status).toBe(423)
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await call(login, 'POST', { body: { email, password: PASSWORD }, address: newClient() })).status).toBe(200)
  })

  it('keeps counting failed sign-ins across the limits’ window boundary', async () => {
    const { windowSeconds, limit } = RATE_LIMITS.loginAccount
    const boundaryMs = (Math.floor(Date.now() / 1000 / windowSeconds) + 1) * windowSeconds * 1000
    const subject = `${newEmail()}|${newClient()}`
    const answers: boolean[] = []
    // Four just before the boundary, then two just after: the sixth of five is refused.
    for (let i = 0; i < limit - 1; i += 1) answers.push((await hit(payload, 'loginAccount', subject, boundaryMs - 2000)).allowed)
    for (let i = 0; i < 2; i += 1) answers.push((await hit(payload, 'loginAccount', subject, boundaryMs + 1000)).allowed)
    expect(answers).toEqual([true, true, true, true, true, false])
  })

  it('limits sign-in attempts per visitor address', async () => {
    const address = newClient()
    let last = 0
    for (let i = 0; i <= RATE_LIMITS.login.limit; i += 1) last = (await call(login, 'POST', { body: { email: newEmail(), password: 'Wrong#pass1' }, address })).status
    expect(last).toBe(429)
  })

  it('changing the password needs the current one, keeps this session and ends the others', async () => {
    const { email, token } = await signUp()
    const other = await call(login, 'POST', { body: { email, password: PASSWORD }, address: newClient() })
    expect((await call(password, 'POST', { body: { currentPassword: 'Nope#1234', newPassword: 'Harbour#2027' }, token })).status).toBe(403)
    expect((await call(password, 'POST', { body: { currentPassword: PASSWORD, newPassword: 'weak' }, token })).status).toBe(400)
    expect((await call(password, 'POST', { body: { currentPassword: PASSWORD, newPassword: 'Harbour#2027' }, token })).status).toBe(200)
    expect(await me(token)).toMatchObject({ email })
    expect(await me(other.token)).toBeNull()
    expect((await call(login, 'POST', { body: { email, password: 'Harbour#2027' }, address: newClient() })).status).toBe(200)
  })

  it('ends access at once when the session expires or the account is deleted', async () => {
    const { id, token } = await signUp()
    await payload.db.drizzle.execute(`UPDATE users_sessions SET expires_at = now() - interval '1 second' WHERE _parent_id = ${id}`)
    expect(await me(token)).toBeNull()
    const second = await signUp()
    expect((await call(account, 'DELETE', { body: { password: 'Wrong#pass1' }, token: second.token })).status).toBe(403)
    expect((await call(account, 'DELETE', { body: { password: PASSWORD }, token: second.token })).status).toBe(200)
    expect(await me(second.token)).toBeNull()
  })

  it('updates the member’s own profile, and nothing the profile does not hold', async () => {
    const { token } = await signUp()
    const changed = await call(account, 'PATCH', { body: { firstName: 'Мария', phone: '+7 900 000-00-00', publicProfile: true }, token })
    expect(changed.status).toBe(200)
    expect(changed.json).toMatchObject({ firstName: 'Мария', phone: '+7 900 000-00-00', publicProfile: true })
    expect((await call(account, 'PATCH', { body: { roles: ['admin'] }, token })).status).toBe(400)
    expect((await call(account, 'PATCH', { body: { firstName: 'Ю' }, token })).json.errors).toEqual({ firstName: 'firstNameShort' })
  })
})

describe('password reset with an emailed code', () => {
  const codeIn = async (email: string) => /\b(\d{6})\b/.exec(String((await latestMailTo(email))?.text))![1]!

  it('tells an unregistered address apart, as the dialog expects', async () => {
    const { json } = await call(forgot, 'POST', { body: { email: `ghost-${Date.now()}@test.local` }, address: newClient() })
    expect(json).toEqual({ success: false, code: 'emailNotFound', message: 'This email is not registered. Please check your email or register for a new account.' })
  })

  it('resets with the latest code, once, ends every session, and lets the owner past a stranger’s guesses', async () => {
    const { email, token } = await signUp()
    const stranger = newClient()
    for (let i = 0; i <= RATE_LIMITS.loginAccount.limit; i += 1) await call(login, 'POST', { body: { email, password: `Wrong#pass${i}` }, address: stranger })
    expect((await call(forgot, 'POST', { body: { email, language: 'en' }, address: newClient() })).json.success).toBe(true)
    const oldCode = await codeIn(email)
    await call(forgot, 'POST', { body: { email }, address: newClient() })
    const code = await codeIn(email)
    const stored = await payload.find({ collection: 'auth-codes', where: { purpose: { equals: 'password-reset' } }, showHiddenFields: true, limit: 1000 })
    expect(stored.docs.map((doc) => doc.secretHash)).not.toContain(code)
    if (oldCode !== code) expect((await call(reset, 'POST', { body: { email, code: oldCode, newPassword: 'Anchor#2028' }, address: newClient() })).status).toBe(400)
    const done = await call(reset, 'POST', { body: { email, code, newPassword: 'Anchor#2028' }, address: newClient() })
    expect(done.json).toEqual({ success: true, message: 'Your password has been reset successfully!' })
    expect(await me(token)).toBeNull()
    expect((await call(reset, 'POST', { body: { email, code, newPassword: 'Anchor#2029' }, address: newClient() })).status).toBe(400)
    expect((await call(login, 'POST', { body: { email, password: 'Anchor#2028' }, address: stranger })).status).toBe(200)
  })

  it('allows 5 tries per code, and refuses expired codes', async () => {
    const { email, id } = await signUp()
    await call(forgot, 'POST', { body: { email }, address: newClient() })
    const code = await codeIn(email)
    const wrong = code === '000000' ? '111111' : '000000'
    // Not six digits: wrong, named by a code the pages translate, and no try used up.
    const malformed = await call(reset, 'POST', { body: { email, code: 'abcdef', newPassword: 'Anchor#2028' }, address: newClient() })
    expect(malformed.json).toEqual({ success: false, code: 'codeWrong', message: 'Invalid verification code. Please check the code and try again.' })
    const answers: Record<string, unknown>[] = []
    for (let i = 0; i < 5; i += 1) answers.push((await call(reset, 'POST', { body: { email, code: wrong, newPassword: 'Anchor#2028' }, address: newClient() })).json)
    expect(answers[3]).toMatchObject({ code: 'codeWrong' })
    expect(answers.at(-1)).toMatchObject({ code: 'codeExhausted', message: 'Too many wrong codes. Please request a new one.' })
    expect((await call(reset, 'POST', { body: { email, code, newPassword: 'Anchor#2028' }, address: newClient() })).json.message).toBe(
      'Too many wrong codes. Please request a new one.',
    )

    await call(forgot, 'POST', { body: { email }, address: newClient() })
    const fresh = await codeIn(email)
    await payload.update({ collection: 'auth-codes', where: { user: { equals: id } }, data: { expiresAt: new Date(Date.now() - 1000).toISOString() } })
    expect((await call(reset, 'POST', { body: { email, code: fresh, newPassword: 'Anchor#2028' }, address: newClient() })).json.message).toBe(
      'This verification code has expired. Please request a new one.',
    )
  })
})

describe('profile photos', () => {
  const verifiedMember = async () => {
    const member = await signUp()
    await payload.update({ collection: 'users', id: member.id, data: { emailVerified: true }, overrideAccess: true })
    return member
  }
  const picture = (format: 'jpeg' | 'png', width = 1600, height = 1200) =>
    sharp({ create: { width, height, channels: 3, background: '#0b5c8a' } })
      [format]()
      .toBuffer()
  const sendPhoto = async (token: string | null, file: Blob | null, name = 'me.jpg') => {
    const form = new FormData()
    if (file) form.set('photo', file, name)
    const body = new Response(form)
    return call(photo, 'POST', { token, raw: await body.arrayBuffer(), contentType: body.headers.get('content-type')!, address: newClient() })
  }
  const photosOf = async (owner: number) => (await payload.find({ collection: 'user-photos', where: { owner: { equals: owner } }, depth: 0 })).docs
  const photoIdOf = async (id: number) => (await payload.findByID({ collection: 'users', id, depth: 0 })).photo ?? null
  const jpeg = async () => new Blob([new Uint8Array(await picture('jpeg'))], { type: 'image/jpeg' })

  it('stores a picture as the member’s own, shows a small square of it to them only, and replaces the old one', async () => {
    const { token, id } = await verifiedMember()
    const first = await sendPhoto(token, await jpeg())
    expect(first.status).toBe(200)
    const [stored] = await photosOf(id)
    expect(first.json.photoUrl).toBe(`/api/photos/${stored!.id}`)
    expect(stored).toMatchObject({ mimeType: 'image/webp', sizes: { avatar: { width: 256, height: 256 } } })
    expect(stored?.alt ?? '').not.toMatch(/Анна|Морская/)
    // The original is kept at most 1024 px wide.
    expect(stored?.width).toBe(1024)
    const served = await call(photos, 'GET', { token, params: { id: String(stored!.id) } })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect((await call(photos, 'GET', { params: { id: String(stored!.id) } })).status).toBe(404)
    const stranger = await signUp()
    expect((await call(photos, 'GET', { token: stranger.token, params: { id: String(stored!.id) } })).status).toBe(404)
    // A public profile shows it to everyone.
    await call(account, 'PATCH', { body: { publicProfile: true }, token })
    expect((await call(photos, 'GET', { params: { id: String(stored!.id) } })).status).toBe(200)

    // A PNG whose name and declared type say JPEG: the bytes decide.
    const second = await sendPhoto(token, new Blob([new Uint8Array(await picture('png'))], { type: 'image/jpeg' }), 'me.jpg')
    expect(second.status).toBe(200)
    const now = await photosOf(id)
    expect(now).toHaveLength(1)
    expect(now[0]?.id).not.toBe(stored?.id)
    expect(await photoIdOf(id)).toBe(now[0]?.id)
  })

  it('refuses what is not a picture, too large, too many pixels, or sent unverified or by nobody, and stores nothing', async () => {
    const { token, id } = await verifiedMember()
    const before = (await payload.count({ collection: 'user-photos' })).totalDocs
    const script = new Blob(['<svg onload="alert(1)"></svg>'], { type: 'image/png' })
    expect((await sendPhoto(token, script, 'x.png')).status).toBe(415)
    expect((await sendPhoto(token, null)).status).toBe(400)
    expect((await sendPhoto(token, new Blob([]), 'empty.jpg')).status).toBe(400)
    const huge = new Uint8Array(MAX_PHOTO_BYTES + 1)
    huge.set([0xff, 0xd8, 0xff])
    const tooLarge = await sendPhoto(token, new Blob([huge], { type: 'image/jpeg' }))
    expect(tooLarge.status).toBe(413)
    // A decompression bomb: a few kilobytes of PNG that would decode to 400 million pixels.
    const bomb = pngClaiming(20_000, 20_000)
    const refusedBomb = await sendPhoto(token, new Blob([new Uint8Array(bomb)], { type: 'image/png' }), 'bomb.png')
    expect(refusedBomb.status).toBe(413)
    expect((await sendPhoto(null, await jpeg())).status).toBe(401)
    const unverified = await signUp()
    expect((await sendPhoto(unverified.token, await jpeg())).status).toBe(403)
    expect((await payload.count({ collection: 'user-photos' })).totalDocs).toBe(before)
    expect(await photoIdOf(id)).toBeNull()
  })

  it('belongs to its owner: others cannot remove it, nor upload one past the account page', async () => {
    const owner = await verifiedMember()
    const other = await verifiedMember()
    await sendPhoto(owner.token, await jpeg())
    const [owned] = await photosOf(owner.id)
    const removal = await fetch(`${cms.url}/api/user-photos/${owned!.id}`, { method: 'DELETE', headers: { authorization: `JWT ${other.token}` } })
    expect(removal.status).toBeGreaterThanOrEqual(400)
    expect(await photosOf(owner.id)).toHaveLength(1)

    // Straight to the collection's REST API, claiming the owner's name: members upload only
    // through the account page (which checks the bytes and counts uploads), so nothing is stored.
    const before = (await payload.count({ collection: 'user-photos' })).totalDocs
    const form = new FormData()
    form.set('file', await jpeg(), 'claim.jpg')
    form.set('_payload', JSON.stringify({ owner: owner.id }))
    const claimed = await fetch(`${cms.url}/api/user-photos`, { method: 'POST', headers: { authorization: `JWT ${other.token}` }, body: form })
    expect(claimed.status).toBe(403)
    expect((await payload.count({ collection: 'user-photos' })).totalDocs).toBe(before)
  })

  it('is removed on request, and with the account', async () => {
    const first = await verifiedMember()
    await sendPhoto(first.token, await jpeg())
    const removed = await call(photo, 'DELETE', { token: first.token })
    expect(removed.status).toBe(200)
    expect(removed.json.photoUrl).toBeNull()
    expect(await photosOf(first.id)).toHaveLength(0)

    const second = await verifiedMember()
    await sendPhoto(second.token, await jpeg())
    const [owned] = await photosOf(second.id)
    expect((await call(account, 'DELETE', { body: { password: PASSWORD }, token: second.token })).status).toBe(200)
    expect((await payload.count({ collection: 'user-photos', where: { id: { equals: owned!.id } } })).totalDocs).toBe(0)
  })
})

/**
 * The account calls of spec 7 as a browser's fetch makes them on the site's origin: moved here from
 * the end-to-end suite (tests/e2e/accounts-api.spec.ts), each assertion as it was there.
 */
describe('the account API as a browser calls it', () => {
  const SITE_ORIGIN = 'http://site.test'
  const fromSite = { origin: SITE_ORIGIN }
  const browserRegistration = (email: string) => ({ firstName: 'Ivan', lastName: 'Petrov', email, password: PASSWORD, roles: ['customer'], photoUrl: null })

  it('register signs in with an HttpOnly, SameSite=Lax session cookie; logout ends it', async () => {
    const email = newEmail()
    const registered = await call(register, 'POST', { body: browserRegistration(email), headers: fromSite, address: newClient() })
    expect(registered.status).toBe(201)
    expect(registered.json).toMatchObject({ email, roles: ['customer'], emailVerified: false, photoUrl: null })
    const cookies = registered.headers.getSetCookie()
    expect(cookies.find((cookie) => cookie.startsWith('payload-token='))).toMatch(/HttpOnly/i)
    expect(cookies.find((cookie) => cookie.startsWith('payload-token='))).toMatch(/SameSite=Lax/i)
    expect((await me(registered.token))?.email).toBe(email)
    expect((await latestMailTo(email))?.subject).toBeTruthy()

    expect((await call(logout, 'POST', { token: registered.token, headers: fromSite })).status).toBe(200)
    expect((await call(user, 'GET', { token: registered.token })).status).toBe(401)
    // Signing in uses `username` for the email (spec 7); `email` is accepted too.
    expect((await call(login, 'POST', { body: { username: email, password: PASSWORD }, headers: fromSite, address: newClient() })).status).toBe(200)
    expect((await call(login, 'POST', { body: { email, password: PASSWORD }, headers: fromSite, address: newClient() })).status).toBe(200)
  })

  it('state-changing calls from another site are refused', async () => {
    const answer = await call(login, 'POST', { body: { username: 'a@b.cd', password: 'whatever' }, headers: { origin: 'https://evil.example' }, address: newClient() })
    expect(answer.json).toEqual({ error: 'Requests from other sites are not accepted.' })
    expect(answer.status).toBe(403)
    expect((await call(register, 'POST', { raw: 'x', contentType: 'text/plain', headers: fromSite, address: newClient() })).status).toBe(415)
  })

  it('the email check, the wrong password and the unknown address answer as the spec says', async () => {
    const email = newEmail()
    await call(register, 'POST', { body: browserRegistration(email), headers: fromSite, address: newClient() })
    expect((await call(checkEmail, 'GET', { query: `?email=${encodeURIComponent(email)}`, address: newClient() })).json).toEqual({ exists: true })
    expect((await call(checkEmail, 'GET', { query: '?email=not-an-email', address: newClient() })).status).toBe(400)
    const wrong = await call(login, 'POST', { body: { username: email, password: 'Wrong#pass1' }, headers: fromSite, address: newClient() })
    expect(wrong.status).toBe(401)
    expect(wrong.json).toEqual({ error: 'Invalid email or password' })
    const unknown = await call(forgot, 'POST', { body: { email: `ghost-${Date.now()}@test.local` }, headers: fromSite, address: newClient() })
    expect(unknown.json).toEqual({ success: false, code: 'emailNotFound', message: 'This email is not registered. Please check your email or register for a new account.' })
  })

  it('only admins see other users', async () => {
    const created = await call(register, 'POST', { body: browserRegistration(newEmail()), headers: fromSite, address: newClient() })
    const { id } = created.json as { id: number }
    const asUser = (token: string | null, userId: string) => call(adminUser, 'GET', { params: { id: userId }, token })
    expect((await asUser(created.token, String(id))).status).toBe(403)
    expect((await asUser(null, String(id))).status).toBe(401)
    const admin = await makeUser(payload, ['admin'])
    const signedIn = await call(login, 'POST', { body: { username: admin.email, password: 'Str0ng!pass' }, headers: fromSite, address: newClient() })
    expect(signedIn.status).toBe(200)
    const seen = await asUser(signedIn.token, String(id))
    expect(seen.status).toBe(200)
    expect(Object.keys(seen.json).sort()).toEqual([
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
    expect((await asUser(signedIn.token, 'abc')).status).toBe(400)
    expect((await asUser(signedIn.token, '999999')).status).toBe(404)
  })

  it('random bodies never yield a 5xx', async () => {
    const routes = [
      [login, 'POST'],
      [register, 'POST'],
      [forgot, 'POST'],
      [reset, 'POST'],
      [verify, 'POST'],
      [account, 'PATCH'],
      [password, 'POST'],
    ] as const
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.jsonValue(), async ([route, method], body) => {
        const answer = await call(route, method, { body: body === undefined ? null : body, headers: fromSite, address: newClient() })
        expect(answer.status).toBeLessThan(500)
      }),
      { numRuns: 40, seed: fuzzSeed() },
    )
  })
})

describe('hostile input', () => {
  const routes = [
    [login, 'POST'],
    [register, 'POST'],
    [forgot, 'POST'],
    [reset, 'POST'],
    [verify, 'POST'],
    [password, 'POST'],
    [account, 'DELETE'],
    [account, 'PATCH'],
  ] as const
  const anyJson = fc.oneof(
    fc.jsonValue(),
    fc.record(
      {
        email: fc.oneof(fc.string(), fc.emailAddress(), fc.constant('admin@baikal-yachts.local'), fc.integer(), fc.constant('a\u0000@b.cd')),
        username: fc.oneof(fc.string(), fc.emailAddress()),
        password: fc.oneof(fc.string({ maxLength: 300 }), fc.constant(null), fc.constant('Ab1!\u0000xyzzz')),
        roles: fc.oneof(fc.array(fc.constantFrom('admin', 'editor', 'customer', 'owner', '<script>', 'ADMIN')), fc.string()),
        code: fc.oneof(fc.string(), fc.integer()),
        token: fc.string(),
        firstName: fc.oneof(fc.string({ maxLength: 400 }), fc.object()),
      },
      { requiredKeys: [] },
    ),
  )

  it('never answers 5xx and never changes a stored user', async () => {
    const member = await signUp()
    const before = await usersSnapshot()
    let cases = 0
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: routes.length - 1 }), anyJson, fc.boolean(), fc.boolean(), async (index, body, asText, signedIn) => {
        const [route, method] = routes[index]!
        cases += 1
        const { status } = await call(route, method, { body: asText ? JSON.stringify(body).slice(0, 50) : body, address: newClient(), token: signedIn ? member.token : null })
        expect(status).toBeLessThan(500)
      }),
      { numRuns: 120, seed: fuzzSeed() },
    )
    expect(cases).toBe(120)
    const after = await usersSnapshot()
    // Registration with a valid random body may create an account; no existing one changed.
    const beforeUsers = JSON.parse(before) as unknown[][]
    const afterUsers = new Map((JSON.parse(after) as unknown[][]).map((row) => [row[0], JSON.stringify(row)]))
    for (const row of beforeUsers) expect(afterUsers.get(row[0])).toBe(JSON.stringify(row))
  })

  it('refuses a body streamed past the limit without a declared length, and a NUL byte, with a 4xx', async () => {
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 64; i += 1) controller.enqueue(new Uint8Array(64 * 1024).fill(0x20))
        controller.close()
      },
    })
    const streamed = await call(login, 'POST', { raw: endless, contentType: 'application/json', address: newClient() })
    expect(streamed.status).toBe(413)
    const nul = await call(register, 'POST', { body: registration(newEmail(), { firstName: 'An\u0000na' }), address: newClient() })
    expect(nul.status).toBe(400)
  })
})
