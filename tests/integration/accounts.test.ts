import fc from 'fast-check'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, INTERNAL_KEY_HEADER, internalKey } from '../../cms/auth/internalKey'
import { RATE_LIMITS } from '../../cms/auth/rateLimits'
import { MAX_PHOTO_BYTES } from '../../cms/uploads/photoRules'
import { startCmsServer } from './support/cmsServer'
import { testPayload } from './support/payload'

/**
 * The CMS side of the portal's account API over real HTTP (Payload's REST handler on loopback)
 * on the run's PostgreSQL: registration, verification, sign-in, lockout, reset codes, sessions,
 * limits, and hostile input that must never cause a 5xx nor change a stored user.
 */
let payload: Payload
let cms: { url: string; close: () => Promise<void> }
let clientCounter = 0

beforeAll(async () => {
  payload = await testPayload()
  cms = await startCmsServer()
})
afterAll(async () => {
  await cms.close()
})

/** Each test sends from its own address, so the per-client limits of one do not touch another. */
const newClient = () => `10.0.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`

type Call = { body?: unknown; token?: string; client?: string; method?: string; internal?: boolean }

async function call(path: string, { body, token, client = '10.9.9.9', method, internal = true }: Call = {}) {
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: client }
  if (internal) headers[INTERNAL_KEY_HEADER] = internalKey(process.env.PAYLOAD_SECRET!)
  if (token) headers.authorization = `JWT ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${cms.url}/api${path}`, { method: method ?? (body === undefined ? 'GET' : 'POST'), headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = { raw: text }
  }
  return { status: response.status, json, headers: response.headers }
}

let emailCounter = 0
const newEmail = () => `member-${Date.now()}-${++emailCounter}@test.local`
const PASSWORD = 'Sailing#2026'

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Анна',
  lastName: 'Морская',
  email,
  password: PASSWORD,
  roles: ['customer'],
  language: 'ru',
  ...extra,
})

async function latestMailTo(email: string) {
  const { docs } = await payload.find({ collection: 'email-outbox', where: { to: { equals: email } }, sort: '-createdAt', limit: 1 })
  return docs[0]
}

const me = async (token: string) => (await call('/users/me', { token, internal: false })).json.user as { id: number } | null

async function usersSnapshot(): Promise<string> {
  const { docs } = await payload.find({ collection: 'users', limit: 10_000, depth: 0, sort: 'id' })
  return JSON.stringify(docs.map((user) => [user.id, user.email, user.roles, user.emailVerified, user.updatedAt]))
}

describe('the portal endpoints', () => {
  it('answer 404 to anyone without the internal key', async () => {
    expect((await call('/portal/login', { body: { email: 'a@b.cd', password: 'x' }, internal: false })).status).toBe(404)
    expect((await call('/portal/email-exists?email=a@b.cd', { internal: false })).status).toBe(404)
  })
})

describe('registration', () => {
  it('creates a customer, signs them in with an HttpOnly SameSite=Lax cookie and emails a verification link', async () => {
    const email = newEmail()
    const { status, json } = await call('/portal/register', { body: registration(email), client: newClient() })
    expect(status).toBe(201)
    expect(json.user).toMatchObject({ email, firstName: 'Анна', roles: ['customer'], emailVerified: false, photoUrl: null })
    expect(json.user).not.toHaveProperty('hash')
    expect(String(json.cookie)).toMatch(/^payload-token=.+; .*HttpOnly/)
    expect(String(json.cookie)).toMatch(/SameSite=Lax/)
    expect(await me(String(json.token))).toMatchObject({ email })
    const mail = await latestMailTo(email)
    expect(mail?.subject).toBe('Подтвердите адрес электронной почты')
    expect(mail?.text).toMatch(/\/verify-email\?token=[\w-]{40,}/)
  })

  it('never grants admin or editor, however the body is crafted, and stores nothing', async () => {
    const before = await usersSnapshot()
    for (const roles of [['admin'], ['customer', 'editor'], 'admin', [{ role: 'admin' }]]) {
      const email = newEmail()
      const { status } = await call('/portal/register', { body: registration(email, { roles }), client: newClient() })
      expect(status).toBe(400)
    }
    const sneaky = newEmail()
    const { status, json } = await call('/portal/register', { body: registration(sneaky, { emailVerified: true, _verified: true, loginAttempts: -5 }), client: newClient() })
    expect(status).toBe(201)
    expect(json.user).toMatchObject({ roles: ['customer'], emailVerified: false })
    expect((await usersSnapshot()).length).toBeGreaterThan(before.length)
  })

  it('refuses an address already in use with the spec message', async () => {
    const email = newEmail()
    await call('/portal/register', { body: registration(email), client: newClient() })
    const again = await call('/portal/register', { body: registration(email.toUpperCase()), client: newClient() })
    expect(again.status).toBe(409)
    expect(again.json.error).toBe('This email is already in use. Please use a different email.')
    expect((await call(`/portal/email-exists?email=${encodeURIComponent(email)}`, { client: newClient() })).json).toEqual({ exists: true })
    expect((await call(`/portal/email-exists?email=nobody-${Date.now()}@test.local`, { client: newClient() })).json).toEqual({ exists: false })
  })

  it('limits new accounts per client address', async () => {
    const client = newClient()
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.register.limit; i += 1) statuses.push((await call('/portal/register', { body: registration(newEmail()), client })).status)
    expect(statuses.slice(0, RATE_LIMITS.register.limit).every((status) => status === 201)).toBe(true)
    const refused = await call('/portal/register', { body: registration(newEmail()), client })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.json.error).toMatch(/^Too many attempts\. Try again in \d+ minutes\.$/)
  })
})

describe('email verification', () => {
  it('confirms the address once, from the emailed link only', async () => {
    const email = newEmail()
    const { json } = await call('/portal/register', { body: registration(email), client: newClient() })
    const token = /token=([\w-]+)/.exec(String((await latestMailTo(email))?.text))![1]!
    expect((await call('/portal/verify-email', { body: { token: `${token.slice(0, -2)}xx` } })).status).toBe(400)
    expect((await call('/portal/verify-email', { body: { token } })).json).toEqual({ success: true })
    const user = await payload.findByID({ collection: 'users', id: (json.user as { id: number }).id })
    expect(user.emailVerified).toBe(true)
    const reused = await call('/portal/verify-email', { body: { token } })
    expect(reused.status).toBe(400)
    expect(reused.json.message).toMatch(/already been used/)
  })

  it('sends a new link that voids the old one', async () => {
    const email = newEmail()
    const { json } = await call('/portal/register', { body: registration(email), client: newClient() })
    const first = /token=([\w-]+)/.exec(String((await latestMailTo(email))?.text))![1]!
    expect((await call('/portal/resend-verification', { body: { language: 'en' }, token: String(json.token) })).status).toBe(200)
    const mail = await latestMailTo(email)
    expect(mail?.subject).toBe('Confirm your email address')
    const second = /token=([\w-]+)/.exec(String(mail?.text))![1]!
    expect((await call('/portal/verify-email', { body: { token: first } })).status).toBe(400)
    expect((await call('/portal/verify-email', { body: { token: second } })).status).toBe(200)
  })
})

describe('sign-in and sessions', () => {
  it('signs in with the right password only, and logout ends the session on the server', async () => {
    const email = newEmail()
    await call('/portal/register', { body: registration(email), client: newClient() })
    expect((await call('/portal/login', { body: { email, password: 'Wrong#pass1' }, client: newClient() })).json).toEqual({ error: 'Invalid email or password' })
    const { status, json } = await call('/portal/login', { body: { email, password: PASSWORD }, client: newClient() })
    expect(status).toBe(200)
    const token = String(json.token)
    expect(await me(token)).toMatchObject({ email })
    expect((await call('/users/logout', { method: 'POST', token, internal: false })).status).toBe(200)
    expect(await me(token)).toBeNull()
  })

  it('stores new passwords as PBKDF2-SHA256 with 600,000 iterations and upgrades old hashes at sign-in', async () => {
    const email = newEmail()
    const { json } = await call('/portal/register', { body: registration(email), client: newClient() })
    const id = (json.user as { id: number }).id
    const stored = async () => (await payload.db.drizzle.execute(`SELECT hash FROM users WHERE id = ${id}`)).rows[0] as { hash: string }
    expect((await stored()).hash).toMatch(/^pbkdf2-sha256-v1:[0-9a-f]{64}$/)
    // An account from before: Payload's legacy 25,000-iteration hash.
    const { pbkdf2Sync, randomBytes } = await import('node:crypto')
    const salt = randomBytes(32).toString('hex')
    const legacy = pbkdf2Sync(PASSWORD, salt, 25_000, 512, 'sha256').toString('hex')
    await payload.db.drizzle.execute(`UPDATE users SET hash = '${legacy}', salt = '${salt}' WHERE id = ${id}`)
    expect((await call('/portal/login', { body: { email, password: PASSWORD }, client: newClient() })).status).toBe(200)
    expect((await stored()).hash).toMatch(/^pbkdf2-sha256-v1:/)
  })

  it('locks an account after 5 wrong passwords, even from different addresses', async () => {
    const email = newEmail()
    await call('/portal/register', { body: registration(email), client: newClient() })
    for (let i = 0; i < 5; i += 1) await call('/portal/login', { body: { email, password: `Wrong#pass${i}` }, client: newClient() })
    const locked = await call('/portal/login', { body: { email, password: PASSWORD }, client: newClient() })
    expect(locked.status).toBe(423)
  })

  it('limits sign-in attempts per client address', async () => {
    const client = newClient()
    let last = 0
    for (let i = 0; i <= RATE_LIMITS.login.limit; i += 1) last = (await call('/portal/login', { body: { email: newEmail(), password: 'Wrong#pass1' }, client })).status
    expect(last).toBe(429)
  })

  it('changing the password needs the current one, keeps this session and ends the others', async () => {
    const email = newEmail()
    const first = await call('/portal/register', { body: registration(email), client: newClient() })
    const other = await call('/portal/login', { body: { email, password: PASSWORD }, client: newClient() })
    const token = String(first.json.token)
    expect((await call('/portal/change-password', { body: { currentPassword: 'Nope#1234', newPassword: 'Harbour#2027' }, token })).status).toBe(403)
    expect((await call('/portal/change-password', { body: { currentPassword: PASSWORD, newPassword: 'Harbour#2027' }, token })).status).toBe(200)
    expect(await me(token)).toMatchObject({ email })
    expect(await me(String(other.json.token))).toBeNull()
    expect((await call('/portal/login', { body: { email, password: 'Harbour#2027' }, client: newClient() })).status).toBe(200)
  })
})

describe('password reset with an emailed code', () => {
  async function account() {
    const email = newEmail()
    const { json } = await call('/portal/register', { body: registration(email), client: newClient() })
    return { email, token: String(json.token), id: (json.user as { id: number }).id }
  }
  const codeIn = async (email: string) => /\b(\d{6})\b/.exec(String((await latestMailTo(email))?.text))![1]!

  it('tells an unregistered address apart, as the dialog expects', async () => {
    const { json } = await call('/portal/forgot-password', { body: { email: `ghost-${Date.now()}@test.local` }, client: newClient() })
    expect(json).toEqual({ success: false, code: 'emailNotFound', message: 'This email is not registered. Please check your email or register for a new account.' })
  })

  it('resets with the latest code, once, and ends every session', async () => {
    const { email, token } = await account()
    expect((await call('/portal/forgot-password', { body: { email, language: 'en' }, client: newClient() })).json.success).toBe(true)
    const oldCode = await codeIn(email)
    await call('/portal/forgot-password', { body: { email }, client: newClient() })
    const code = await codeIn(email)
    const stored = await payload.find({ collection: 'auth-codes', where: { purpose: { equals: 'password-reset' } }, showHiddenFields: true, limit: 1000 })
    expect(stored.docs.map((doc) => doc.secretHash)).not.toContain(code)
    if (oldCode !== code) expect((await call('/portal/reset-password', { body: { email, code: oldCode, newPassword: 'Anchor#2028' }, client: newClient() })).status).toBe(400)
    const reset = await call('/portal/reset-password', { body: { email, code, newPassword: 'Anchor#2028' }, client: newClient() })
    expect(reset.json).toEqual({ success: true, message: 'Your password has been reset successfully!' })
    expect(await me(token)).toBeNull()
    expect((await call('/portal/reset-password', { body: { email, code, newPassword: 'Anchor#2029' }, client: newClient() })).status).toBe(400)
    expect((await call('/portal/login', { body: { email, password: 'Anchor#2028' }, client: newClient() })).status).toBe(200)
  })

  it('allows 5 tries per code, and refuses expired codes', async () => {
    const { email, id } = await account()
    await call('/portal/forgot-password', { body: { email }, client: newClient() })
    const code = await codeIn(email)
    const wrong = code === '000000' ? '111111' : '000000'
    // Not six digits: wrong, named by a code the pages translate, and no try used up.
    const malformed = await call('/portal/reset-password', { body: { email, code: 'abcdef', newPassword: 'Anchor#2028' }, client: newClient() })
    expect(malformed.json).toEqual({ success: false, code: 'codeWrong', message: 'Invalid verification code. Please check the code and try again.' })
    const answers: Record<string, unknown>[] = []
    for (let i = 0; i < 5; i += 1) answers.push((await call('/portal/reset-password', { body: { email, code: wrong, newPassword: 'Anchor#2028' }, client: newClient() })).json)
    expect(answers[3]).toMatchObject({ code: 'codeWrong' })
    expect(answers.at(-1)).toMatchObject({ code: 'codeExhausted', message: 'Too many wrong codes. Please request a new one.' })
    expect((await call('/portal/reset-password', { body: { email, code, newPassword: 'Anchor#2028' }, client: newClient() })).json.message).toBe('Too many wrong codes. Please request a new one.')

    await call('/portal/forgot-password', { body: { email }, client: newClient() })
    const fresh = await codeIn(email)
    await payload.update({ collection: 'auth-codes', where: { user: { equals: id } }, data: { expiresAt: new Date(Date.now() - 1000).toISOString() } })
    expect((await call('/portal/reset-password', { body: { email, code: fresh, newPassword: 'Anchor#2028' }, client: newClient() })).json.message).toBe('This verification code has expired. Please request a new one.')
  })
})

describe('profile photos', () => {
  const signUp = async () => {
    const { json } = await call('/portal/register', { body: registration(newEmail()), client: newClient() })
    return { token: String(json.token), id: (json.user as { id: number }).id }
  }
  const picture = (format: 'jpeg' | 'png') => sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#0b5c8a' } })[format]().toBuffer()
  const sendPhoto = async (token: string | null, file: Blob | null, name = 'me.jpg') => {
    const form = new FormData()
    if (file) form.set('photo', file, name)
    const headers: Record<string, string> = { [INTERNAL_KEY_HEADER]: internalKey(process.env.PAYLOAD_SECRET!), [CLIENT_ADDRESS_HEADER]: newClient() }
    if (token) headers.authorization = `JWT ${token}`
    const response = await fetch(`${cms.url}/api/portal/account-photo`, { method: 'POST', headers, body: form })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }
  const photosOf = async (owner: number) => (await payload.find({ collection: 'user-photos', where: { owner: { equals: owner } }, depth: 0 })).docs
  const photoIdOf = async (id: number) => (await payload.findByID({ collection: 'users', id, depth: 0 })).photo ?? null

  it('stores a picture as the user\'s own, shows a small square of it, and replaces the old one', async () => {
    const { token, id } = await signUp()
    const first = await sendPhoto(token, new Blob([new Uint8Array(await picture('jpeg'))], { type: 'image/jpeg' }))
    expect(first.status).toBe(200)
    expect(String(first.json.photoUrl)).toMatch(/^http.+\/api\/user-photos\/file\/.+\.webp$/)
    const [stored] = await photosOf(id)
    expect(stored).toMatchObject({ mimeType: 'image/webp', sizes: { avatar: { width: 256, height: 256 } } })
    // The original is kept at most 1024 px wide.
    expect(stored?.width).toBe(1024)
    const served = await fetch(`${cms.url}${new URL(String(first.json.photoUrl)).pathname}`)
    expect(served.status).toBe(200)

    // A PNG whose name and declared type say JPEG: the bytes decide.
    const second = await sendPhoto(token, new Blob([new Uint8Array(await picture('png'))], { type: 'image/jpeg' }), 'me.jpg')
    expect(second.status).toBe(200)
    const photos = await photosOf(id)
    expect(photos).toHaveLength(1)
    expect(photos[0]?.id).not.toBe(stored?.id)
    expect(await photoIdOf(id)).toBe(photos[0]?.id)
  })

  it('refuses what is not a picture, too large or sent by nobody, and stores nothing', async () => {
    const { token, id } = await signUp()
    const before = (await payload.count({ collection: 'user-photos' })).totalDocs
    const script = new Blob(['<svg onload="alert(1)"></svg>'], { type: 'image/png' })
    expect((await sendPhoto(token, script, 'x.png')).status).toBe(415)
    expect((await sendPhoto(token, null)).status).toBe(400)
    expect((await sendPhoto(token, new Blob([]), 'empty.jpg')).status).toBe(400)
    const huge = new Uint8Array(MAX_PHOTO_BYTES + 1)
    huge.set([0xff, 0xd8, 0xff])
    const tooLarge = await sendPhoto(token, new Blob([huge], { type: 'image/jpeg' }))
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.json.error).toBe('The photo is too large; the limit is 5 MB.')
    expect((await sendPhoto(null, new Blob([new Uint8Array(await picture('jpeg'))]))).status).toBe(401)
    expect((await payload.count({ collection: 'user-photos' })).totalDocs).toBe(before)
    expect(await photoIdOf(id)).toBeNull()
  })

  it('belongs to its owner: others cannot remove it, nor upload one past the account page', async () => {
    const owner = await signUp()
    const other = await signUp()
    await sendPhoto(owner.token, new Blob([new Uint8Array(await picture('jpeg'))]))
    const [photo] = await photosOf(owner.id)
    const removal = await call(`/user-photos/${photo!.id}`, { method: 'DELETE', token: other.token, internal: false })
    expect(removal.status).toBeGreaterThanOrEqual(400)
    expect(await photosOf(owner.id)).toHaveLength(1)

    // Straight to the collection's REST API, claiming the owner's name: members upload only
    // through the account page (which checks the bytes and counts uploads), so nothing is stored.
    const before = (await payload.count({ collection: 'user-photos' })).totalDocs
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(await picture('jpeg'))], { type: 'image/jpeg' }), 'claim.jpg')
    form.set('_payload', JSON.stringify({ owner: owner.id }))
    const claimed = await fetch(`${cms.url}/api/user-photos`, { method: 'POST', headers: { authorization: `JWT ${other.token}` }, body: form })
    expect(claimed.status).toBe(403)
    expect((await payload.count({ collection: 'user-photos' })).totalDocs).toBe(before)

    // Through the account page, a photo is always the uploader's own.
    await sendPhoto(other.token, new Blob([new Uint8Array(await picture('jpeg'))]))
    expect(await photosOf(owner.id)).toHaveLength(1)
    expect(await photosOf(other.id)).toHaveLength(1)
  })

  it('is removed on request, and with the account', async () => {
    const first = await signUp()
    await sendPhoto(first.token, new Blob([new Uint8Array(await picture('jpeg'))]))
    const removed = await call('/portal/account-photo', { method: 'DELETE', token: first.token })
    expect(removed.status).toBe(200)
    expect(removed.json.photoUrl).toBeNull()
    expect(await photosOf(first.id)).toHaveLength(0)

    const second = await signUp()
    await sendPhoto(second.token, new Blob([new Uint8Array(await picture('jpeg'))]))
    const [photo] = await photosOf(second.id)
    expect((await call('/portal/delete-account', { body: { password: PASSWORD }, token: second.token })).status).toBe(200)
    expect((await payload.count({ collection: 'user-photos', where: { id: { equals: photo!.id } } })).totalDocs).toBe(0)
  })
})

describe('hostile input', () => {
  const endpoints = ['/portal/login', '/portal/register', '/portal/forgot-password', '/portal/reset-password', '/portal/verify-email', '/portal/change-password', '/portal/delete-account']
  const anyJson = fc.oneof(
    fc.jsonValue(),
    fc.record({
      email: fc.oneof(fc.string(), fc.emailAddress(), fc.constant('admin@baikal-yachts.local'), fc.integer()),
      password: fc.oneof(fc.string({ maxLength: 300 }), fc.constant(null)),
      roles: fc.oneof(fc.array(fc.constantFrom('admin', 'editor', 'customer', 'owner', '<script>')), fc.string()),
      code: fc.oneof(fc.string(), fc.integer()),
      token: fc.string(),
      firstName: fc.oneof(fc.string({ maxLength: 400 }), fc.object()),
    }, { requiredKeys: [] }),
  )

  it('never answers 5xx and never changes a stored user', async () => {
    const before = await usersSnapshot()
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), anyJson, fc.boolean(), async (path, body, asText) => {
        const { status } = await call(path, { body: asText ? JSON.stringify(body).slice(0, 50) : body, client: newClient() })
        expect(status).toBeLessThan(500)
      }),
      { numRuns: 60 },
    )
    const after = await usersSnapshot()
    // Registration with a valid random body may create an account; no existing one changed.
    const beforeUsers = JSON.parse(before) as unknown[][]
    const afterUsers = new Map((JSON.parse(after) as unknown[][]).map((user) => [user[0], JSON.stringify(user)]))
    for (const user of beforeUsers) expect(afterUsers.get(user[0])).toBe(JSON.stringify(user))
  })
})
