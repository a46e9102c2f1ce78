import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@cms/core/rateLimits'
import type { DonorsView } from '@cms/features/donations/contract/donations'
import * as donations from '@site/pages/api/donations/index'
import * as donors from '@site/pages/api/donations/donors'
import * as pay from '@site/pages/api/test-gateway/charges/[id]/pay'
import { testPayload } from './support/payload'
import { portalApi, signedInMember } from './support/portalApi'
import { newAddress } from './support/rest'
import { startWebhookServer } from './support/webhookServer'

/**
 * Donations (issue #14), paid with the test gateway on real PostgreSQL: pending until the signed
 * callback, then paid with a numbered receipt mailed to the donor; named in the public list only
 * when asked; bad input stores nothing; a second payment of one donation is given back.
 */
let payload: Payload
let call: ReturnType<typeof portalApi>
let webhookServer: Awaited<ReturnType<typeof startWebhookServer>>
let counter = 0

type CardForm = { kind: string; chargeId: string; clientSecret: string; amount: number; currency: string }
const gift = (overrides: Record<string, unknown> = {}) => ({
  amount: 3000,
  name: 'Анна Соболева',
  email: `donor-${Date.now()}-${++counter}@donations.test`,
  listed: true,
  message: 'На вики!',
  language: 'ru',
  ...overrides,
})
const donate = (body: Record<string, unknown>, token: string | null = null) => call(donations, 'POST', { body, token, address: newAddress() })
const payWith = (form: CardForm, number = '4242 4242 4242 4242') =>
  call(pay, 'POST', { params: { id: form.chargeId }, body: { clientSecret: form.clientSecret, number, expiry: '12/34', cvc: '123' }, address: newAddress() })
const donation = (id: number) => payload.findByID({ collection: 'donations', id, depth: 0, overrideAccess: true })
const mailsTo = async (to: string) => (await payload.find({ collection: 'email-outbox', where: { to: { equals: to } }, overrideAccess: true })).docs
const donorsList = async () => (await call(donors, 'GET')).json as unknown as DonorsView

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  webhookServer = await startWebhookServer(payload)
  process.env.TEST_GATEWAY_WEBHOOK_URL = webhookServer.url
})
afterAll(async () => {
  delete process.env.TEST_GATEWAY_WEBHOOK_URL
  await webhookServer.close()
})

describe('a donation', () => {
  it('is pending until the card pays, then paid with a numbered receipt mailed to the donor, and the donor named', async () => {
    const sent = gift()
    const before = (await donorsList()).count
    const started = await donate(sent)
    expect(started.status, JSON.stringify(started.json)).toBe(201)
    const id = Number(started.json.id)
    const form = started.json.next as CardForm
    expect(form).toMatchObject({ kind: 'card-form', amount: 3000, currency: 'RUB' })
    expect(await donation(id)).toMatchObject({ status: 'pending', amount: 3000, listed: true, donor: null, receiptNumber: null })
    // Not paid yet: not counted.
    expect((await donorsList()).count).toBe(before)

    expect((await payWith(form)).json).toMatchObject({ state: 'succeeded' })
    const paid = await donation(id)
    const year = new Date().getUTCFullYear()
    expect(paid).toMatchObject({ status: 'paid', receiptNumber: `Д-${year}-${String(id).padStart(6, '0')}` })
    const [payment] = (await payload.find({ collection: 'payments', where: { donation: { equals: id } }, depth: 0 })).docs
    expect(payment).toMatchObject({ state: 'succeeded', paidFor: true, amount: 3000, customer: null })
    const [mail] = await mailsTo(sent.email)
    expect(mail?.subject).toBe(`Спасибо за пожертвование (квитанция ${paid.receiptNumber})`)
    expect(mail?.text).toMatch(/Сумма: 3\s000\s₽\. Получатель: Baikal Yachts\./)
    const listed = await donorsList()
    expect(listed.count).toBe(before + 1)
    expect(listed.donors[0]).toMatchObject({ name: 'Анна Соболева' })
    expect(JSON.stringify(listed)).not.toContain(sent.email)
  })

  it('keeps an unlisted donor off the list, records a member as the donor, and speaks English when asked', async () => {
    const member = await signedInMember(payload, call, ['customer'])
    const before = await donorsList()
    const sent = gift({ name: 'Private Person', listed: false, language: 'en', amount: 100 })
    const started = await donate(sent, member.token)
    expect(started.status).toBe(201)
    await payWith(started.json.next as CardForm)
    const paid = await donation(Number(started.json.id))
    expect(paid).toMatchObject({ status: 'paid', donor: member.user.id })
    expect(paid.receiptNumber).toMatch(/^D-\d{4}-\d{6}$/)
    expect((await mailsTo(sent.email))[0]?.subject).toBe(`Thank you for your donation (receipt ${paid.receiptNumber})`)
    const after = await donorsList()
    expect(after.count).toBe(before.count + 1)
    expect(after.donors.map((donor) => donor.name)).not.toContain('Private Person')
    // The donor reads their own donation; another member does not.
    expect((await payload.find({ collection: 'donations', user: member.user, overrideAccess: false, depth: 0 })).docs.map((doc) => doc.id)).toEqual([paid.id])
  })

  it('refuses bad input with per-field codes and stores nothing', async () => {
    const count = async () => (await payload.count({ collection: 'donations', overrideAccess: true })).totalDocs
    const before = await count()
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [gift({ amount: 99 }), { amount: 'amount' }],
      [gift({ amount: 1_000_001 }), { amount: 'amount' }],
      [gift({ amount: 150.5 }), { amount: 'amount' }],
      [gift({ amount: 'много' }), { amount: 'amount' }],
      [gift({ email: 'not-an-address' }), { email: 'email' }],
      [gift({ name: 'A' }), { name: 'nameShort' }],
      [gift({ message: 'x'.repeat(501) }), { message: 'messageLong' }],
      [{ ...gift(), status: 'paid' }, { form: 'form' }],
    ]
    for (const [body, errors] of cases) {
      const answer = await donate(body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(answer.json.errors).toMatchObject(errors)
    }
    expect(await count()).toBe(before)
  })

  it('gives back a second payment of a donation already paid', async () => {
    const started = await donate(gift({ listed: false }))
    const id = Number(started.json.id)
    await payWith(started.json.next as CardForm)
    // A second attempt for the same donation (a second tab) is started past the portal's route.
    const { openPayment } = await import('@cms/features/payments/flows/openPayment')
    const again = await openPayment(
      { payload, address: '10.1.1.1', user: null, language: 'ru' },
      {
        purpose: { kind: 'donation', id },
        amount: 3000,
        currency: 'RUB',
        description: 'again',
        customerEmail: 'x@donations.test',
        returnUrl: 'http://localhost/donations',
      },
    )
    expect((await payWith(again.next as CardForm)).json).toMatchObject({ state: 'succeeded' })
    const second = await payload.findByID({ collection: 'payments', id: again.paymentId, depth: 0 })
    expect(second).toMatchObject({ state: 'refunded', paidFor: false })
    expect(await donation(id)).toMatchObject({ status: 'paid' })
  })

  it('limits how many donations one address starts', async () => {
    const address = newAddress()
    const { limit } = RATE_LIMITS.donation
    for (let index = 0; index < limit; index += 1) expect((await call(donations, 'POST', { body: gift(), address })).status).toBe(201)
    expect((await call(donations, 'POST', { body: gift(), address })).status).toBe(429)
  })
})
