import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { RATE_LIMITS } from '@cms/core/rateLimits'
import { CURRENT_PASSWORD_HASH } from '@cms/features/accounts/passwordHash'
import type { User } from '@cms/payload-types'
import * as register from '@site/pages/api/register'
import * as verify from '@site/pages/api/verify-email'
import { startCmsServer } from './support/cmsServer'
import { makeImage, makeUser, ONE_PIXEL_PNG, pngClaiming, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'
import { newAddress, restClient } from './support/rest'

/**
 * One regression test per finding of the outside probe of the CMS's public REST API (issue
 * "Every door obeys"), named for the finding: each attack as the probe made it, now refused, with
 * nothing stored.
 */
let payload: Payload
let cms: { url: string; close: () => Promise<void> }
const rest = restClient(() => cms.url)
let image: number

beforeAll(async () => {
  payload = await testPayload()
  cms = await startCmsServer()
  image = await makeImage(payload)
})
afterAll(async () => {
  await cms.close()
})

const PASSWORD = 'Str0ng!pass'

async function signIn(user: Pick<User, 'email'>, password = PASSWORD): Promise<string> {
  const answer = await rest('/api/users/login', { body: { email: user.email, password }, address: newAddress() })
  expect(answer.status).toBe(200)
  return String(answer.json.token)
}

const latestMailTo = async (email: string) => (await payload.find({ collection: 'email-outbox', where: { to: { equals: email } }, sort: '-createdAt', limit: 1 })).docs[0]

describe('finding: verification can be moved to an address that never got a mail', () => {
  it('refuses anonymous sign-ups at the CMS, and unconfirms an address that changes', async () => {
    const email = `attacker-${Date.now()}@test.local`
    const anonymous = await rest('/api/users', { body: { email, password: PASSWORD, firstName: 'At', lastName: 'Tacker', roles: ['owner'] }, address: newAddress() })
    expect(anonymous.status).toBe(403)
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(0)

    // The portal's sign-up, then the link mailed to the attacker's own address.
    const call = portalApi(payload)
    const signedUp = await call(register, 'POST', { body: { email, password: PASSWORD, firstName: 'At', lastName: 'Tacker', roles: ['owner'] }, address: newAddress() })
    expect(signedUp.status).toBe(201)
    const link = /token=([\w-]+)/.exec(String((await latestMailTo(email))?.text))![1]!
    const id = (signedUp.json as { id: number }).id

    // The address changes before the link is followed: the link no longer confirms anything.
    const victim = `ceo-${Date.now()}@victim-corp.example`
    const moved = await rest(`/api/users/${id}`, { method: 'PATCH', body: { email: victim }, token: signedUp.token, address: newAddress() })
    expect(moved.status).toBe(200)
    expect((await call(verify, 'POST', { body: { token: link } })).status).toBe(400)
    expect((await payload.findByID({ collection: 'users', id })).emailVerified).toBe(false)
    const yacht = await rest('/api/yachts', { body: yachtData(image), token: signedUp.token, address: newAddress() })
    expect(yacht.status).toBe(403)

    // A confirmed member who changes the address is unconfirmed until the new one is.
    const verified = await makeUser(payload, ['owner'])
    const token = await signIn(verified)
    await rest(`/api/users/${verified.id}`, { method: 'PATCH', body: { email: `moved-${Date.now()}@test.local` }, token, address: newAddress() })
    expect((await payload.findByID({ collection: 'users', id: verified.id })).emailVerified).toBe(false)
  })
})

describe('finding: Payload’s own auth endpoints on the CMS have no per-client limit', () => {
  it('limits /api/users/login per visitor address', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.login.limit; i += 1)
      statuses.push((await rest('/api/users/login', { body: { email: `nobody-${i}@test.local`, password: 'Wrong#pass1' }, address })).status)
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true)
  })

  it('never lets a stranger lock the owner (the admin included) out', async () => {
    const admin = await makeUser(payload, ['admin'])
    const stranger = newAddress()
    for (let i = 0; i < RATE_LIMITS.loginAccount.limit + 3; i += 1) await rest('/api/users/login', { body: { email: admin.email, password: `Wrong#pass${i}` }, address: stranger })
    expect((await rest('/api/users/login', { body: { email: admin.email, password: PASSWORD }, address: stranger })).status).toBe(429)
    expect((await rest('/api/users/login', { body: { email: admin.email, password: PASSWORD }, address: newAddress() })).status).toBe(200)
  })

  it('stops guessing spread over many addresses, while the owner’s known device still signs in (the probe’s F6)', async () => {
    const owner = await makeUser(payload, ['customer'])
    // The owner signed in from their browser before: it keeps the device cookie.
    const first = await rest('/api/users/login', { body: { email: owner.email, password: PASSWORD }, address: newAddress() })
    expect(first.status).toBe(200)
    const device =
      first.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('device='))
        ?.split(';')[0] ?? ''
    expect(device).toMatch(/^device=.+/)
    // The probe: twelve wrong passwords, each from another address. Unknown clients share one budget.
    const attack: number[] = []
    for (let i = 0; i < 12; i += 1) attack.push((await rest('/api/users/login', { body: { email: owner.email, password: `Wrong#pass${i}` }, address: newAddress() })).status)
    expect(attack.filter((status) => status === 401)).toHaveLength(RATE_LIMITS.loginNewDevice.limit - 1)
    expect(attack.at(-1)).toBe(429)
    // The attack stops: even the right password from an unknown client waits for the budget to refill…
    expect((await rest('/api/users/login', { body: { email: owner.email, password: PASSWORD }, address: newAddress() })).status).toBe(429)
    // …while the owner, on the device they used before, signs in.
    expect((await rest('/api/users/login', { body: { email: owner.email, password: PASSWORD }, address: newAddress(), headers: { cookie: device } })).status).toBe(200)
    // A cookie signed for another account is no known device here.
    const other = await makeUser(payload, ['customer'])
    const theirs = (await rest('/api/users/login', { body: { email: other.email, password: PASSWORD }, address: newAddress() })).headers.getSetCookie()
    const foreign = theirs.find((cookie) => cookie.startsWith('device='))?.split(';')[0] ?? ''
    expect((await rest('/api/users/login', { body: { email: owner.email, password: PASSWORD }, address: newAddress(), headers: { cookie: foreign } })).status).toBe(429)
  })

  it('answers 60 concurrent wrong sign-ins, each of them, with no 5xx', async () => {
    const member = await makeUser(payload, ['customer'])
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => rest('/api/users/login', { body: { email: member.email, password: `Wrong#pass${i}` }, address: newAddress() })),
    )
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true)
  })

  it('limits the CMS’s forgot-password, reset-password and unlock per visitor, and mails members no admin reset link', async () => {
    const member = await makeUser(payload, ['customer'])
    const before = (await payload.count({ collection: 'email-outbox', where: { to: { equals: member.email } } })).totalDocs
    const address = newAddress()
    const forgot: number[] = []
    for (let i = 0; i <= RATE_LIMITS.forgotPassword.limit; i += 1)
      forgot.push((await rest('/api/users/forgot-password', { body: { email: `x${i}-${member.email}` }, address })).status)
    expect(forgot.at(-1)).toBe(429)
    expect((await rest('/api/users/forgot-password', { body: { email: member.email }, address: newAddress() })).status).toBe(200)
    expect((await payload.count({ collection: 'email-outbox', where: { to: { equals: member.email } } })).totalDocs).toBe(before)
    const resetAddress = newAddress()
    let last = 0
    for (let i = 0; i <= RATE_LIMITS.resetPassword.limit; i += 1)
      last = (await rest('/api/users/reset-password', { body: { token: `t${i}`, password: 'Anchor#2028' }, address: resetAddress })).status
    expect(last).toBe(429)
  })

  it('spends one full password check on an unknown address, as on a known one', async () => {
    const member = await makeUser(payload, ['customer'])
    // Counting the work rather than timing it: the time to refuse follows from the PBKDF2 runs.
    const checks = vi.spyOn(crypto, 'pbkdf2')
    const fullChecksFor = async (email: string) => {
      checks.mockClear()
      const answer = await rest('/api/users/login', { body: { email, password: 'Wrong#pass1' }, address: newAddress() })
      expect(answer.status).toBe(401)
      return checks.mock.calls.filter((call) => call[2] === CURRENT_PASSWORD_HASH.iterations).length
    }
    try {
      // Before, an unknown address cost no check at all and was refused about five times faster.
      expect(await fullChecksFor(member.email)).toBe(1)
      expect(await fullChecksFor(`ghost-${Date.now()}@test.local`)).toBe(1)
    } finally {
      checks.mockRestore()
    }
  })
})

describe('finding: the password policy and the current-password check are skipped through the CMS', () => {
  it('refuses a weak password, and one’s own new password without the current one', async () => {
    const member = await makeUser(payload, ['customer'])
    const token = await signIn(member)
    const weak = await rest(`/api/users/${member.id}`, { method: 'PATCH', body: { password: 'abc', currentPassword: PASSWORD }, token, address: newAddress() })
    expect(weak.status).toBe(400)
    const blind = await rest(`/api/users/${member.id}`, { method: 'PATCH', body: { password: 'Harbour#2027' }, token, address: newAddress() })
    expect(blind.status).toBe(400)
    const wrong = await rest(`/api/users/${member.id}`, { method: 'PATCH', body: { password: 'Harbour#2027', currentPassword: 'Nope#1234x' }, token, address: newAddress() })
    expect(wrong.status).toBe(403)
    await signIn(member)
    const right = await rest(`/api/users/${member.id}`, { method: 'PATCH', body: { password: 'Harbour#2027', currentPassword: PASSWORD }, token, address: newAddress() })
    expect(right.status).toBe(200)
    await signIn(member, 'Harbour#2027')
  })

  it('holds an admin to the rules too, and the CMS’s reset link takes no weak password', async () => {
    const admin = await makeUser(payload, ['admin'])
    const member = await makeUser(payload, ['customer'])
    const token = await signIn(admin)
    expect((await rest(`/api/users/${member.id}`, { method: 'PATCH', body: { password: 'abc' }, token, address: newAddress() })).status).toBe(400)
    expect((await rest(`/api/users/${member.id}`, { method: 'PATCH', body: { password: 'Harbour#2027' }, token, address: newAddress() })).status).toBe(200)
    const staff = await makeUser(payload, ['editor'])
    await rest('/api/users/forgot-password', { body: { email: staff.email }, address: newAddress() })
    const resetToken = /reset\/([\w]+)/.exec(String((await latestMailTo(staff.email))?.text ?? (await latestMailTo(staff.email))?.html))?.[1]
    expect(resetToken).toBeTruthy()
    expect((await rest('/api/users/reset-password', { body: { token: resetToken, password: 'abc' }, address: newAddress() })).status).toBe(400)
  })
})

describe('finding: session ids of yacht owners can be probed anonymously', () => {
  it('refuses where and sort through the owner relation, for guests and members alike', async () => {
    const owner = await makeUser(payload, ['owner'])
    const memberToken = await signIn(owner)
    await payload.create({ collection: 'yachts', data: { ...yachtData(image), owner: owner.id, _status: 'published' }, overrideAccess: true, context: { skipSiteRebuild: true } })
    const probes = [
      '/api/yachts?where[owner.sessions.id][like]=a',
      '/api/yachts?where[owner.sessions.id][like]=zzzz9999',
      '/api/yachts?where[owner.email][like]=test',
      '/api/yachts?where[owner.sessions.expiresAt][greater_than]=2000-01-01',
      '/api/yachts?where[owner][equals]=1',
      '/api/yachts?sort=owner.email',
      '/api/user-photos?where[owner.sessions.id][like]=a',
      '/api/yachts?where[owner.hash][like]=a',
    ]
    for (const probe of probes) {
      for (const token of [null, memberToken]) {
        const answer = await rest(probe, { token, address: newAddress() })
        expect(answer.status, probe).toBeGreaterThanOrEqual(400)
        expect(answer.status, probe).toBeLessThan(500)
      }
    }
    const listed = await rest('/api/yachts?limit=100&depth=1', { address: newAddress() })
    for (const doc of listed.json.docs as Record<string, unknown>[]) expect(doc).not.toHaveProperty('owner')
  })
})

describe('finding: every member’s profile photo, full name and user id is public', () => {
  it('shows guests no private photo, and no photo names its member', async () => {
    const member = await makeUser(payload, ['customer'])
    const photo = await payload.create({
      collection: 'user-photos',
      data: { owner: member.id },
      file: { data: ONE_PIXEL_PNG, mimetype: 'image/png', name: 'member.png', size: ONE_PIXEL_PNG.length },
      overrideAccess: true,
    })
    const listed = await rest('/api/user-photos?depth=1&limit=1000', { address: newAddress() })
    expect(listed.status).toBe(200)
    const docs = listed.json.docs as { id: number; alt?: string | null }[]
    // Only photos of members who chose a public profile, none naming anyone or anyone's id.
    expect(docs.map((doc) => doc.id)).not.toContain(photo.id)
    for (const doc of docs) {
      expect(doc).not.toHaveProperty('owner')
      expect(doc.alt ?? '').toBe('')
    }
    expect((await rest(`/api/user-photos/${photo.id}`, { address: newAddress() })).status).toBe(404)
  })
})

describe('finding: any signed-in account can upload to the editors’ media library', () => {
  it('refuses members’ uploads to the media library, and refuses a decompression bomb before resizing', async () => {
    const customer = await makeUser(payload, ['customer'], { emailVerified: false })
    const token = await signIn(customer)
    const before = (await payload.count({ collection: 'media' })).totalDocs
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(ONE_PIXEL_PNG)], { type: 'image/png' }), 'x.png')
    form.set('_payload', JSON.stringify({ alt: 'x' }))
    expect((await rest('/api/media', { raw: form, token, address: newAddress() })).status).toBe(403)
    const editor = await makeUser(payload, ['editor'])
    const bomb = new FormData()
    bomb.set('file', new Blob([new Uint8Array(pngClaiming(60_000, 60_000))], { type: 'image/png' }), 'bomb.png')
    bomb.set('_payload', JSON.stringify({ alt: 'bomb' }))
    const refused = await rest('/api/media', { raw: bomb, token: await signIn(editor), address: newAddress() })
    expect(refused.status).toBe(413)
    expect(refused.ms).toBeLessThan(5000)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })
})

describe('finding: contact messages have no limit at any door', () => {
  it('limits anonymous contact messages per visitor address at the CMS', async () => {
    const address = newAddress()
    const message = { name: 'Спамер', email: 'spam@test.local', message: 'Сообщение не короче десяти символов', language: 'ru' }
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.contactMessage.limit; i += 1) statuses.push((await rest('/api/contact-messages', { body: message, address })).status)
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('finding: whether an email is registered leaks beyond the spec’s email check', () => {
  it('answers a sign-up for a registered address at the CMS as it answers any other', async () => {
    const member = await makeUser(payload, ['customer'])
    const taken = await rest('/api/users', { body: { email: member.email, password: PASSWORD, firstName: 'Xx', lastName: 'Yy', roles: ['customer'] }, address: newAddress() })
    const free = await rest('/api/users', {
      body: { email: `free-${Date.now()}@test.local`, password: PASSWORD, firstName: 'Xx', lastName: 'Yy', roles: ['customer'] },
      address: newAddress(),
    })
    expect(taken.status).toBe(403)
    expect(free.status).toBe(403)
    expect(taken.json).toEqual(free.json)
  })
})

describe('finding: bad input gives 500', () => {
  it('answers each of the probe’s requests with a 4xx, storing nothing', async () => {
    const customer = await makeUser(payload, ['customer'])
    const token = await signIn(customer)
    const admin = await makeUser(payload, ['admin'])
    const adminToken = await signIn(admin)
    const before = (await payload.count({ collection: 'users' })).totalDocs
    const cases: [string, Parameters<typeof rest>[1]][] = [
      [`/api/users/${customer.id}`, { method: 'PATCH', body: { roles: ['ADMIN'] }, token: adminToken }],
      ['/api/yachts/abc', {}],
      ['/api/yachts/1.5', {}],
      ['/api/yachts?page=-1', {}],
      ['/api/yachts?where[id][in]=1,a', {}],
      ['/api/yachts?limit[]=1&limit[]=2', {}],
      ['/api/yachts?limit=1&limit=2', {}],
      ['/api/users/access', { token }],
      ['/api/users/verify/abc', { method: 'POST' }],
      ['/api/contact-messages', { raw: 'name=x', contentType: 'text/plain' }],
      ['/api/contact-messages', { raw: 'name=x&email=y', contentType: 'application/x-www-form-urlencoded' }],
      ['/api/contact-messages', { raw: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' }],
      ['/api/contact-messages', { body: { name: 'Nu\u0000ll', email: 'a@b.cd', message: 'Десять символов и больше' } }],
      ['/api/yachts%00', {}],
      ['/api/yachts?where[name][equals]=a%00b', {}],
    ]
    for (const [index, [path, options]] of cases.entries()) {
      const answer = await rest(path, { ...options, address: newAddress() })
      const what = `case ${index}: ${path} → ${JSON.stringify(answer.json).slice(0, 200)}`
      expect(answer.status, what).toBeGreaterThanOrEqual(400)
      expect(answer.status, what).toBeLessThan(500)
    }
    expect((await payload.findByID({ collection: 'users', id: customer.id })).roles).toEqual(['customer'])
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(before)
  })

  it('cuts off a 20 MB chunked body without a declared length with a 413', async () => {
    const chunk = new Uint8Array(256 * 1024).fill(0x20)
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length
        if (sent > 20 * 1024 * 1024) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const answer = await rest('/api/contact-messages', { raw: endless, contentType: 'application/json', address: newAddress() }).catch(() => ({ status: 413 }))
    expect(answer.status).toBe(413)
  })
})

describe('finding: document locks are writable by any account', () => {
  it('keeps locks to staff', async () => {
    const customer = await makeUser(payload, ['customer'])
    const admin = await makeUser(payload, ['admin'])
    const token = await signIn(customer)
    const created = await rest('/api/payload-locked-documents', { body: { user: { relationTo: 'users', value: admin.id }, globalSlug: 'home' }, token, address: newAddress() })
    expect(created.status).toBe(403)
    expect((await rest('/api/payload-locked-documents', { token, address: newAddress() })).status).toBe(403)
  })
})

describe('finding: owners publish straight to the public site', () => {
  it('saves an owner’s new yacht and changes to a live one as drafts awaiting review', async () => {
    const owner = await makeUser(payload, ['owner'])
    const token = await signIn(owner)
    const created = await rest('/api/yachts', { body: { ...yachtData(image), _status: 'published' }, token, address: newAddress() })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    expect((await payload.findByID({ collection: 'yachts', id, overrideAccess: true }))._status).toBe('draft')
    expect((await rest(`/api/yachts/${id}`, { address: newAddress() })).status).toBe(404)

    const live = await payload.create({
      collection: 'yachts',
      data: { ...yachtData(image), owner: owner.id, _status: 'published' },
      overrideAccess: true,
      context: { skipSiteRebuild: true },
    })
    const changed = await rest(`/api/yachts/${live.id}`, { method: 'PATCH', body: { name: 'Renamed by owner', _status: 'published' }, token, address: newAddress() })
    expect(changed.status).toBe(200)
    const publicView = await payload.findByID({ collection: 'yachts', id: live.id, overrideAccess: true })
    expect(publicView.name).toBe(live.name)
    expect(publicView._status).toBe('published')
    const draft = await payload.findByID({ collection: 'yachts', id: live.id, draft: true, overrideAccess: true })
    expect(draft.name).toBe('Renamed by owner')
    expect(draft.reviewRequestedAt).toBeTruthy()
  })
})

describe('malformed requests to the CMS’s REST API (the probe’s F7)', () => {
  it('answers a body nested 10,000 arrays deep with one 400, before any parsing', async () => {
    const nested = await rest('/api/users', { method: 'POST', raw: `${'['.repeat(10_000)}${']'.repeat(10_000)}`, contentType: 'application/json', address: newAddress() })
    expect(nested.status).toBe(400)
    const inside = await rest('/api/users', { method: 'POST', raw: `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`, contentType: 'application/json', address: newAddress() })
    expect(inside.status).toBe(400)
    expect(JSON.stringify(inside.json)).toContain('nested deeper than')
  })

  it('answers a value that is no id once, with a 400 that names it, and writes no failing query', async () => {
    const logged: string[] = []
    const original = payload.logger.error.bind(payload.logger)
    payload.logger.error = ((...args: unknown[]) => {
      logged.push(JSON.stringify(args).slice(0, 500))
      return (original as (...rest: unknown[]) => void)(...args)
    }) as typeof payload.logger.error
    try {
      const answer = await rest('/api/yachts?where[id][in]=1,a', { address: newAddress() })
      expect(answer.status).toBe(400)
      expect((answer.json.errors as { message: string }[])[0]?.message).toContain('"a" cannot be searched for in id')
      const byOwner = await rest('/api/yachts?where[capacity][greater_than]=many', { address: newAddress() })
      expect(byOwner.status).toBe(400)
    } finally {
      payload.logger.error = original
    }
    expect(logged.filter((line) => /Failed query|Cannot set headers/.test(line))).toEqual([])
  })
})
