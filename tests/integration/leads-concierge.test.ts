import fc from 'fast-check'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { RATE_LIMITS } from '@cms/core/rateLimits'
import * as concierge from '@site/pages/api/concierge'
import { fieldErrors } from './support/fixtures'
import { fuzzSeed } from './support/fuzzSeed'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'

/** The concierge's inquiries (issue #14): POST /api/concierge → a lead in the CMS, mailed to both sides, on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let team = ''
let counter = 0

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  team = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).contacts?.email ?? ''
})

const day = (offset: number) => addDays(marinaDayOf(new Date()), offset)
const inquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ирина Волкова',
  email: `guest-${Date.now()}-${++counter}@concierge.test`,
  phone: '+7 914 000-00-00',
  service: 'transfer',
  from: day(30),
  to: day(33),
  guests: '6',
  budget: '150000',
  message: 'Встретить в аэропорту Иркутска и отвезти в Листвянку.',
  language: 'ru',
  ...overrides,
})
const leadsFor = async (email: string) => (await payload.find({ collection: 'leads', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true })).docs
const mailsTo = async (to: string) => (await payload.find({ collection: 'email-outbox', where: { to: { equals: to } }, sort: '-createdAt', limit: 20, overrideAccess: true })).docs

describe('a concierge inquiry', () => {
  it('becomes a new lead, and both sides are mailed', async () => {
    const sent = inquiry()
    const answer = await call(concierge, 'POST', { body: sent, address: newAddress() })
    expect(answer.status).toBe(201)
    const [lead] = await leadsFor(sent.email)
    expect(lead).toMatchObject({ kind: 'concierge', name: 'Ирина Волкова', service: 'transfer', guests: 6, budget: 150000, status: 'new', language: 'ru' })
    expect(lead!.fromDate?.slice(0, 10)).toBe(sent.from)
    const [ack] = await mailsTo(sent.email)
    expect(ack?.subject).toBe('Мы получили вашу заявку — консьерж Baikal Yachts')
    expect(ack?.text).toContain('Трансфер')
    if (team) {
      const forTeam = (await mailsTo(team)).find((mail) => mail.subject === 'Новая заявка консьержу: Ирина Волкова' && mail.text?.includes(sent.email))
      expect(forTeam?.text).toContain(`/admin/collections/leads/${lead!.id}`)
    }
  })

  it('is refused field by field, in codes the form translates, and nothing is stored', async () => {
    const sent = inquiry({ name: 'И', email: 'not-an-email', service: 'submarine', from: day(-1), guests: '0', budget: '-5', status: 'done' })
    const answer = await call(concierge, 'POST', { body: sent })
    expect(answer.status).toBe(400)
    expect(answer.json.errors).toMatchObject({ name: 'nameShort', email: 'email', service: 'service', guests: 'guests', budget: 'budget', form: expect.any(String) })
    const order = await call(concierge, 'POST', { body: inquiry({ from: day(10), to: day(9) }) })
    expect(order.json.errors).toEqual({ to: 'datesOrder' })
    const past = await call(concierge, 'POST', { body: inquiry({ from: day(-3), to: day(2) }) })
    expect(past.json.errors).toEqual({ from: 'datePast' })
    expect(await leadsFor(sent.email)).toHaveLength(0)
  })

  it('cannot be sent already handled, or past, through the CMS’s collection either', async () => {
    const email = `rest-${Date.now()}@concierge.test`
    await payload.create({
      collection: 'leads',
      data: { kind: 'concierge', name: 'Гость', email, service: 'guide', fromDate: day(5), toDate: day(6), guests: 2, language: 'ru', status: 'done' },
      overrideAccess: false,
      context: { visitorAddress: newAddress() },
    })
    expect((await leadsFor(email))[0]?.status).toBe('new')
    const errors = await fieldErrors(
      payload.create({
        collection: 'leads',
        data: { kind: 'concierge', name: 'Гость', email, service: 'guide', fromDate: day(-5), toDate: day(-6), guests: 2, language: 'ru', status: 'new' },
        overrideAccess: false,
      }),
    )
    expect(Object.keys(errors).sort()).toEqual(['fromDate', 'toDate'])
    expect(await leadsFor(email)).toHaveLength(1)
  })

  it('5 per visitor address in 15 minutes', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.lead.limit; i += 1) statuses.push((await call(concierge, 'POST', { body: inquiry(), address })).status)
    expect(statuses).toEqual([...Array(RATE_LIMITS.lead.limit).fill(201), 429])
  })

  it('hostile bodies: never a 5xx, nothing stored (property-based)', async () => {
    const before = (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs
    const anything = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constant(null), fc.object({ maxDepth: 1 }), fc.constant(''))
    await fc.assert(
      fc.asyncProperty(fc.record({ name: anything, email: anything, service: anything, from: anything, to: anything, guests: anything, budget: anything }), async (body) => {
        const answer = await call(concierge, 'POST', { body, address: newAddress() })
        expect(answer.status).toBeLessThan(500)
        expect(answer.status).toBe(400)
      }),
      { numRuns: 120, seed: fuzzSeed() },
    )
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(before)
  })
})
