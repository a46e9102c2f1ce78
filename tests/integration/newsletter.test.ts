import { sql } from '@payloadcms/db-postgres'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NEWSLETTER_TEXTS } from '@cms/features/newsletter/contract/newsletter'
import type { EmailOutbox } from '@cms/payload-types'
import * as confirm from '@site/pages/api/newsletter/confirm'
import * as subscribe from '@site/pages/api/newsletter/subscribe'
import * as unsubscribe from '@site/pages/api/newsletter/unsubscribe'
import { startCmsServer } from './support/cmsServer'
import { fuzzSeed } from './support/fuzzSeed'
import { portalApi, signedInMember } from './support/portalApi'
import { testPayload } from './support/payload'
import { newAddress, restClient } from './support/rest'

/** The newsletter's double opt-in (issue #11, spec 2.6, 3, 4.4, 5, 7, 8), through the portal's routes and the CMS's REST API, on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let cms: { url: string; close: () => Promise<void> }
const rest = restClient(() => cms.url)
let counter = 0
const freshEmail = () => `reader-${Date.now()}-${++counter}@newsletter.test`

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  cms = await startCmsServer()
})
afterAll(async () => {
  await cms.close()
})

const signUp = (email: unknown, { address = newAddress(), token, language }: { address?: string; token?: string; language?: string } = {}) =>
  call(subscribe, 'POST', { body: { email, ...(language ? { language } : {}) }, address, token })

async function mailsTo(email: string): Promise<EmailOutbox[]> {
  return (await payload.find({ collection: 'email-outbox', where: { to: { equals: email } }, sort: 'createdAt', limit: 50, overrideAccess: true })).docs
}

const linkIn = (mail: EmailOutbox, pattern: RegExp) => pattern.exec(mail.text ?? '')?.[1] ?? ''
const tokenOf = (mail: EmailOutbox) => linkIn(mail, /newsletter\/confirm\?token=([\w-]+)/)

async function subscriber(email: string) {
  return (await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true })).docs[0]
}

describe('signing up', () => {
  it('a new address is kept pending and mailed a single-use link, with the unsubscribe headers', async () => {
    const email = freshEmail()
    const answer = await signUp(`  ${email.toUpperCase()} `)
    expect(answer.status).toBe(200)
    // Without a mail provider the mail is only kept: the toast says the subscription was created.
    expect(answer.json).toEqual({ success: true, status: 'new_subscription', requiresConfirmation: true, emailSent: false, message: expect.any(String) })
    const row = await subscriber(email)
    expect(row).toMatchObject({ status: 'pending', language: 'ru', confirmedAt: null })
    const [mail] = await mailsTo(email)
    expect(mail?.subject).toBe('Подтвердите подписку на рассылку Baikal Yachts')
    expect(tokenOf(mail!)).toMatch(/^[\w-]{43}$/)
    const headers = mail!.headers as Record<string, string>
    expect(headers['List-Unsubscribe']).toMatch(/^<http.*\/api\/newsletter-subscribers\/one-click\?s=\d+&t=[\w-]+>$/)
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail!.text).toMatch(/Отписаться от рассылки: http.*\/newsletter\/unsubscribe\?s=\d+&t=/)
  })

  it('a pending address is sent a new link, and the old one no longer works', async () => {
    const email = freshEmail()
    await signUp(email, { language: 'en' })
    const again = await signUp(email, { language: 'en' })
    expect(again.json).toMatchObject({ success: true, status: 'resent_confirmation', requiresConfirmation: true })
    const [first, second] = await mailsTo(email)
    expect(second?.subject).toBe('Confirm your subscription to the Baikal Yachts newsletter')
    expect((await call(confirm, 'POST', { body: { token: tokenOf(first!) } })).json.outcome).toBe('invalid')
    expect((await call(confirm, 'POST', { body: { token: tokenOf(second!) } })).json).toEqual({ success: true, outcome: 'confirmed' })
  })

  it('confirming stamps the consent time, spends the link and mails a welcome; a confirmed address is told so and mailed nothing', async () => {
    const email = freshEmail()
    await signUp(email)
    const token = tokenOf((await mailsTo(email))[0]!)
    const confirmed = await call(confirm, 'POST', { body: { token } })
    expect(confirmed.status).toBe(200)
    const row = await subscriber(email)
    expect(row?.status).toBe('confirmed')
    expect(Date.now() - new Date(row!.confirmedAt!).getTime()).toBeLessThan(60_000)
    expect(row?.confirmTokenHash ?? null).toBeNull()
    expect((await call(confirm, 'POST', { body: { token } })).json.outcome).toBe('invalid')
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['Подтвердите подписку на рассылку Baikal Yachts', 'Вы подписаны на рассылку Baikal Yachts'])
    const again = await signUp(email)
    expect(again.json).toMatchObject({ success: true, status: 'already_confirmed', requiresConfirmation: false, emailSent: false })
    expect(await mailsTo(email)).toHaveLength(2)
  })

  it('two clicks of one link at once confirm once', async () => {
    const email = freshEmail()
    await signUp(email)
    const token = tokenOf((await mailsTo(email))[0]!)
    const outcomes = await Promise.all([1, 2, 3].map(() => call(confirm, 'POST', { body: { token } })))
    expect(outcomes.map((answer) => answer.json.outcome).sort()).toEqual(['confirmed', 'invalid', 'invalid'])
    expect((await mailsTo(email)).filter((mail) => mail.subject.startsWith('Вы подписаны'))).toHaveLength(1)
  })

  it('an expired link is refused as expired', async () => {
    const email = freshEmail()
    await signUp(email)
    await payload.db.drizzle.execute(sql`UPDATE newsletter_subscribers SET confirm_expires_at = now() - interval '1 minute' WHERE email = ${email}`)
    const answer = await call(confirm, 'POST', { body: { token: tokenOf((await mailsTo(email))[0]!) } })
    expect(answer).toMatchObject({ status: 400, json: { outcome: 'expired' } })
    expect((await subscriber(email))?.status).toBe('pending')
  })

  it('a member signing up their own verified address needs no link', async () => {
    const member = await signedInMember(payload, call)
    const answer = await signUp(member.user.email, { token: member.token })
    expect(answer.json).toMatchObject({ success: true, status: 'new_subscription', requiresConfirmation: false, emailSent: false })
    expect((await subscriber(member.user.email))?.status).toBe('confirmed')
    // Someone else's address, from the same session, still needs its link.
    expect((await signUp(freshEmail(), { token: member.token })).json.requiresConfirmation).toBe(true)
  })

  it('sign-ups of one new address at once make one row', async () => {
    const email = freshEmail()
    const answers = await Promise.all([1, 2, 3].map(() => signUp(email)))
    expect(answers.map((answer) => answer.json.status).sort()).toEqual(['new_subscription', 'resent_confirmation', 'resent_confirmation'])
    expect((await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('one address is mailed at most 3 times an hour, from whatever visitor addresses: no mail-bombing a stranger', async () => {
    const email = freshEmail()
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1) statuses.push((await signUp(email)).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    const refused = await signUp(email)
    expect(refused.json).toMatchObject({ success: false, message: NEWSLETTER_TEXTS.tooMany.ru })
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await mailsTo(email)).toHaveLength(3)
  })
})

describe('bad input', () => {
  it('a missing or malformed address: 400 in spec 5’s words, nothing stored', async () => {
    const before = (await payload.count({ collection: 'newsletter-subscribers', overrideAccess: true })).totalDocs
    expect((await signUp('   ')).json).toEqual({ success: false, code: 'required', message: 'Пожалуйста, введите email адрес' })
    expect((await signUp('no spaces@x.ru', { language: 'en' })).json).toEqual({ success: false, code: 'invalid', message: 'Please enter a valid email address' })
    expect((await payload.count({ collection: 'newsletter-subscribers', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('hostile bodies to the three routes: never a 5xx, nothing stored (property-based)', async () => {
    const before = (await payload.count({ collection: 'newsletter-subscribers', overrideAccess: true })).totalDocs
    const hostile = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.integer(),
      fc.constant(null),
      fc.object(),
      fc.array(fc.string()),
      fc.string().map((s) => `${s} @x.ru`),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(subscribe, confirm, unsubscribe), hostile, hostile, async (route, a, b) => {
        const answer = await call(route, 'POST', { body: { email: a, token: a, s: a, t: b, language: b }, address: newAddress() })
        expect(answer.status).toBeLessThan(500)
        expect(answer.status).toBeGreaterThanOrEqual(400)
      }),
      { numRuns: 150, seed: fuzzSeed() },
    )
    for (const raw of ['', '{', 'null', '"x"', '[]', '{"email":{"$ne":1}}']) {
      for (const route of [subscribe, confirm, unsubscribe]) expect((await call(route, 'POST', { raw, contentType: 'application/json' })).status).toBeLessThan(500)
    }
    expect((await call(subscribe, 'POST', { raw: 'email=a@b.ru', contentType: 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect((await payload.count({ collection: 'newsletter-subscribers', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('unsubscribing', () => {
  async function confirmedReader() {
    const email = freshEmail()
    await signUp(email)
    await call(confirm, 'POST', { body: { token: tokenOf((await mailsTo(email))[0]!) } })
    const welcome = (await mailsTo(email))[1]!
    const [, s, t] = /\/newsletter\/unsubscribe\?s=(\d+)&t=([\w-]+)/.exec(welcome.text ?? '') ?? []
    return { email, s: s!, t: t!, header: (welcome.headers as Record<string, string>)['List-Unsubscribe']! }
  }

  it('the page’s link unsubscribes, once; a wrong signature does nothing', async () => {
    const reader = await confirmedReader()
    expect((await call(unsubscribe, 'POST', { body: { s: reader.s, t: `${reader.t.slice(0, -2)}AA` } })).json.outcome).toBe('invalid')
    expect((await subscriber(reader.email))?.status).toBe('confirmed')
    expect((await call(unsubscribe, 'POST', { body: { s: reader.s, t: reader.t } })).json).toEqual({ success: true, outcome: 'unsubscribed' })
    expect((await call(unsubscribe, 'POST', { body: { s: reader.s, t: reader.t } })).json.outcome).toBe('unsubscribed')
    const row = await subscriber(reader.email)
    expect(row?.status).toBe('unsubscribed')
    expect(row?.unsubscribedAt).toBeTruthy()
    // Signing up again starts the double opt-in over.
    expect((await signUp(reader.email)).json).toMatchObject({ status: 'new_subscription', requiresConfirmation: true })
  })

  it('a mail client’s one-click post (RFC 8058) to the List-Unsubscribe address unsubscribes, with no cookie and no origin', async () => {
    const reader = await confirmedReader()
    const path = new URL(reader.header.slice(1, -1)).pathname + new URL(reader.header.slice(1, -1)).search
    const answer = await rest(path, { raw: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded', address: newAddress() })
    expect(answer.status).toBe(200)
    expect((await subscriber(reader.email))?.status).toBe('unsubscribed')
    expect(
      (await rest('/api/newsletter-subscribers/one-click?s=1&t=nonsense', { raw: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' })).status,
    ).toBe(400)
  })
})

describe('the collection at the CMS’s REST door', () => {
  it('anyone may sign an address up, but only as pending; only admins read the list and its CSV', async () => {
    const email = freshEmail()
    const created = await rest('/api/newsletter-subscribers', { body: { email, status: 'confirmed', confirmedAt: '2020-01-01T00:00:00.000Z' }, address: newAddress() })
    expect(created.status).toBe(201)
    expect(await subscriber(email)).toMatchObject({ status: 'pending', confirmedAt: null })
    expect(await mailsTo(email)).toHaveLength(1)
    expect((await rest('/api/newsletter-subscribers')).status).toBe(403)
    expect((await rest('/api/newsletter-subscribers/export.csv')).status).toBe(403)
    const member = await signedInMember(payload, call)
    const customerToken = String((await rest('/api/users/login', { body: { email: member.user.email, password: 'Str0ng!pass' }, address: newAddress() })).json.token)
    expect((await rest('/api/newsletter-subscribers/export.csv', { token: customerToken })).status).toBe(403)
  })

  it('the admin’s CSV lists every address with status and consent time', async () => {
    const admin = await signedInMember(payload, call, ['admin'])
    const adminToken = String((await rest('/api/users/login', { body: { email: admin.user.email, password: 'Str0ng!pass' }, address: newAddress() })).json.token)
    const email = freshEmail()
    await signUp(email)
    const response = await fetch(`${cms.url}/api/newsletter-subscribers/export.csv`, { headers: { authorization: `JWT ${adminToken}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    const lines = (await response.text()).trim().split('\r\n')
    expect(lines[0]).toBe('email,status,language,confirmedAt,requestedAt,unsubscribedAt')
    expect(lines.some((line) => line.startsWith(`${email},pending,ru,,20`))).toBe(true)
  })
})
