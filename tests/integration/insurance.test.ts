import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import type { QuotesView } from '@cms/features/insurance/contract/insurance'
import { premiumFor } from '@cms/features/insurance/premium'
import { insurers } from '@cms/seed/data/insurers'
import * as quoteRequests from '@site/pages/api/insurance/quote-requests/index'
import * as quotes from '@site/pages/api/insurance/quote-requests/[id]/quotes'
import * as select from '@site/pages/api/insurance/quotes/[id]/select'
import { testPayload } from './support/payload'
import { useSeededDatabase } from './support/seededDatabase'
import { portalApi, signedInMember } from './support/portalApi'
import { newAddress } from './support/rest'

/**
 * Charter insurance (issue #14) on real PostgreSQL: a request quoted by the job with each chosen
 * insurer's rate card, the quotes seen by the requester or the link's holder only, a selection
 * that voids the others once however many arrive at once, and the mail to both sides.
 */
let payload: Payload
let call: ReturnType<typeof portalApi>
let counter = 0
const day = (offset: number) => addDays(marinaDayOf(new Date()), offset)

beforeAll(async () => {
  await useSeededDatabase()
  payload = await testPayload()
  call = portalApi(payload)
})

const form = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Олег Смирнов',
  email: `insured-${Date.now()}-${++counter}@insurance.test`,
  phone: '+7 914 222-33-44',
  startDate: day(30),
  endDate: day(32),
  location: 'Листвянка',
  passengers: 6,
  coverageAmount: 5_000_000,
  professionalCrew: true,
  captainExperienceYears: 0,
  preferredCompanies: [],
  notes: '',
  language: 'ru',
  ...overrides,
})
const ask = (body: Record<string, unknown>, token: string | null = null) => call(quoteRequests, 'POST', { body, token, address: newAddress() })
const runJobs = () => payload.jobs.run({ queue: 'bookings', limit: 50 })
const view = async (id: number, key: string | null, token: string | null = null) =>
  call(quotes, 'GET', { params: { id: String(id) }, query: key ? `?key=${key}` : '', token }) as unknown as Promise<{ status: number; json: QuotesView & Record<string, unknown> }>
const insurerNamed = async (name: string) =>
  (await payload.find({ collection: 'insurers', where: { name: { equals: name } }, depth: 0, overrideAccess: true, showHiddenFields: true })).docs[0]!
const mailsTo = async (to: string) => (await payload.find({ collection: 'email-outbox', where: { to: { equals: to } }, sort: '-createdAt', limit: 20, overrideAccess: true })).docs

describe('an insurance quote request', () => {
  it('is quoted by every active insurer’s rate card, cheapest first, and the requester is mailed the link', async () => {
    const sent = form()
    const answer = await ask(sent)
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const { id, key } = answer.json as { id: number; key: string }
    const pending = await view(id, key)
    expect(pending.json).toMatchObject({ status: 'pending', quotes: [] })

    await runJobs()
    const quoted = await view(id, key)
    expect(quoted.json.status).toBe('quoted')
    expect(quoted.json.quotes).toHaveLength(3)
    const premiums = quoted.json.quotes.map((quote) => quote.totalPremium)
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b))
    // Each quote is its insurer's card applied to the charter: three days, six passengers, five million.
    const baikal = quoted.json.quotes.find((quote) => quote.insurer === 'Байкал Страхование')!
    expect(baikal).toMatchObject({ totalPremium: 18_100, deductible: 50_000, requiresInspection: false, features: expect.arrayContaining(['Корпус и оборудование яхты']) })
    expect(baikal.reference).toMatch(/^INS-\d{4}-\d{6}-\d{2}$/)
    const nord = quoted.json.quotes.find((quote) => quote.insurer === 'Nord Marine Insurance')!
    expect(nord.requiresInspection).toBe(false)
    const [mail] = await mailsTo(sent.email)
    expect(mail?.subject).toBe('Предложения по страховке чартера готовы')
    expect(mail?.text).toContain(`/insurance?request=${id}&key=${key}#quotes`)
  })

  it('quotes only the insurers chosen, with the captain’s discount and the loading for no crew, and shows features in the page’s language', async () => {
    const chosen = await insurerNamed('Байкал Страхование')
    const answer = await ask(form({ preferredCompanies: [chosen.id], professionalCrew: false, captainExperienceYears: 12, coverageAmount: 12_000_000 }))
    const { id, key } = answer.json as { id: number; key: string }
    await runJobs()
    const english = (await call(quotes, 'GET', { params: { id: String(id) }, query: `?key=${key}`, headers: { 'accept-language': 'en' } })).json as unknown as QuotesView
    expect(english.quotes).toHaveLength(1)
    const { features: _features, ...card } = insurers.find((insurer) => insurer.name === 'Байкал Страхование')!
    const expected = premiumFor(card, { days: 3, passengers: 6, coverageAmount: 12_000_000, professionalCrew: false, captainExperienceYears: 12 })
    expect(english.quotes[0]).toMatchObject({ totalPremium: expected.totalPremium, requiresInspection: true, features: expect.arrayContaining(['Hull and equipment']) })
  })

  it('shows the quotes to the signed-in requester and the link’s holder only', async () => {
    const member = await signedInMember(payload, call, ['customer'])
    const { id, key } = (await ask(form(), member.token)).json as { id: number; key: string }
    expect((await view(id, null, member.token)).status).toBe(200)
    expect((await view(id, null)).status).toBe(404)
    expect((await view(id, `${key.slice(0, -1)}x`)).status).toBe(404)
    const stranger = await signedInMember(payload, call, ['customer'])
    expect((await view(id, null, stranger.token)).status).toBe(404)
    expect((await call(quoteRequests, 'GET', { token: member.token })).json.docs).toMatchObject([{ id, status: 'pending' }])
    // Through the CMS's collections a stranger reads neither the request nor its quotes.
    await runJobs()
    expect((await payload.find({ collection: 'insurance-quotes', where: { request: { equals: id } }, user: stranger.user, overrideAccess: false })).docs).toHaveLength(0)
    expect((await payload.find({ collection: 'insurance-quotes', where: { request: { equals: id } }, user: member.user, overrideAccess: false })).docs).toHaveLength(3)
  })

  it('selects one quote, voiding the others, once however many selections arrive at once, and mails the customer and the insurer', async () => {
    const sent = form()
    const { id, key } = (await ask(sent)).json as { id: number; key: string }
    await runJobs()
    const offered = (await view(id, key)).json.quotes
    const answers = await Promise.all(offered.map((quote) => call(select, 'POST', { params: { id: String(quote.id) }, body: { key } })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    expect(answers.find((answer) => answer.status === 409)?.json).toMatchObject({ error: 'Error selecting quote', code: 'notOffered' })
    const after = (await view(id, key)).json
    expect(after.status).toBe('selected')
    expect(after.quotes.map((quote) => quote.status).sort()).toEqual(['selected', 'void', 'void'])
    const chosen = after.quotes.find((quote) => quote.status === 'selected')!
    expect((await mailsTo(sent.email)).map((mail) => mail.subject)).toContain(`Предложение выбрано: ${chosen.insurer}`)
    const insurer = await insurerNamed(chosen.insurer)
    const forInsurer = (await mailsTo(insurer.email)).find((mail) => mail.subject === `Выбрано ваше предложение ${chosen.reference}`)
    expect(forInsurer?.text).toContain(sent.email)
    expect(forInsurer?.text).toContain('в течение 24 часов')
    // Without the key, a guest cannot select.
    expect((await call(select, 'POST', { params: { id: String(chosen.id) }, body: {} })).status).toBe(404)
  })

  it('refuses an expired quote, bad input field by field, and unknown insurers, storing nothing', async () => {
    const { id, key } = (await ask(form())).json as { id: number; key: string }
    await runJobs()
    const [first] = (await view(id, key)).json.quotes
    await payload.db.pool.query(`UPDATE insurance_quotes SET valid_until = now() - interval '1 day' WHERE id = $1`, [first!.id])
    expect((await call(select, 'POST', { params: { id: String(first!.id) }, body: { key } })).json).toMatchObject({ code: 'expired' })

    const count = async () => (await payload.count({ collection: 'quote-requests', overrideAccess: true })).totalDocs
    const before = await count()
    const bad = await ask(form({ fullName: 'О', email: 'nope', startDate: day(-1), passengers: 0, coverageAmount: 50, captainExperienceYears: 71, location: '' }))
    expect(bad.status).toBe(400)
    expect(bad.json.errors).toMatchObject({
      fullName: 'nameShort',
      email: 'email',
      startDate: 'datePast',
      passengers: 'passengers',
      coverageAmount: 'coverage',
      captainExperienceYears: 'experience',
      location: 'location',
    })
    expect((await ask(form({ endDate: day(29) }))).json.errors).toEqual({ endDate: 'datesOrder' })
    expect((await ask(form({ endDate: day(30 + 60) }))).json.errors).toEqual({ endDate: 'tooLong' })
    expect((await ask(form({ preferredCompanies: [999_999] }))).json.errors).toEqual({ preferredCompanies: 'preferred' })
    expect(await count()).toBe(before)
  })
})
