import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import type { SpecialEvent } from '@cms/payload-types'
import * as inquiries from '@site/pages/api/special-events/inquiries'
import { testPayload } from './support/payload'
import { useSeededDatabase } from './support/seededDatabase'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'

/** Special events (issue #14): the CMS's occasions, and requests for them as leads mailed to both sides, on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let wedding: SpecialEvent
let proposal: SpecialEvent
let team = ''
let counter = 0
const day = (offset: number) => addDays(marinaDayOf(new Date()), offset)

beforeAll(async () => {
  await useSeededDatabase()
  payload = await testPayload()
  call = portalApi(payload)
  const bySlug = async (slug: string) => (await payload.find({ collection: 'special-events', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })).docs[0]!
  wedding = await bySlug('wedding-on-the-water')
  proposal = await bySlug('proposal-at-sunset')
  team = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).contacts?.email ?? ''
})

const request = (overrides: Record<string, unknown> = {}) => ({
  specialEvent: wedding.id,
  date: day(60),
  guests: '30',
  name: 'Мария Лебедева',
  email: `couple-${Date.now()}-${++counter}@special.test`,
  phone: '',
  message: 'Хотим церемонию на закате.',
  language: 'ru',
  ...overrides,
})
const leadsFor = async (email: string) => (await payload.find({ collection: 'leads', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs
const mailsTo = async (to: string) => (await payload.find({ collection: 'email-outbox', where: { to: { equals: to } }, sort: '-createdAt', limit: 20, overrideAccess: true })).docs

describe('a request for a special event', () => {
  it('becomes a special-event lead for the day and party, and both sides are mailed', async () => {
    const sent = request()
    const answer = await call(inquiries, 'POST', { body: sent, address: newAddress() })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const [lead] = await leadsFor(sent.email)
    expect(lead).toMatchObject({ kind: 'special-event', specialEvent: wedding.id, guests: 30, status: 'new', service: null, listing: null })
    expect(lead!.fromDate?.slice(0, 10)).toBe(sent.date)
    const [toSender] = await mailsTo(sent.email)
    expect(toSender?.subject).toBe('Мы получили заявку на особое событие — Baikal Yachts')
    expect(toSender?.text).toContain(`Свадьба на воде; ${sent.date}; гостей: 30.`)
    expect((await mailsTo(team)).some((mail) => mail.subject === 'Заявка на особое событие: Мария Лебедева' && mail.text?.includes(sent.email))).toBe(true)

    const english = request({ language: 'en', guests: 2, specialEvent: proposal.id })
    expect((await call(inquiries, 'POST', { body: english, address: newAddress() })).status).toBe(201)
    expect((await mailsTo(english.email))[0]?.text).toContain(`A proposal at sunset; ${english.date}; 2 guests.`)
  })

  it('is refused field by field, for more guests than the event takes, and for an event not offered, storing nothing', async () => {
    const bad = request({ name: 'М', email: 'nope', date: day(-1), guests: '0', specialEvent: 'x' })
    const answer = await call(inquiries, 'POST', { body: bad, address: newAddress() })
    expect(answer.status).toBe(400)
    expect(answer.json.errors).toMatchObject({ name: 'nameShort', email: 'email', guests: 'guests', specialEvent: 'specialEvent' })
    const past = await call(inquiries, 'POST', { body: request({ date: day(-1) }), address: newAddress() })
    expect(past.json.errors).toEqual({ date: 'datePast' })
    const crowd = request({ specialEvent: proposal.id, guests: 3 })
    const tooMany = await call(inquiries, 'POST', { body: crowd, address: newAddress() })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.errors).toEqual({ guests: 'tooMany' })
    const draft = await payload.create({
      collection: 'special-events',
      data: {
        title: 'Черновик',
        slug: `draft-${Date.now()}`,
        occasion: 'other',
        summary: 'Ещё не опубликовано',
        image: wedding.image,
        priceFrom: 1,
        maxGuests: 10,
        durationHours: 2,
        _status: 'draft',
      },
      overrideAccess: true,
      draft: true,
      context: { skipSiteRebuild: true },
    })
    const hidden = request({ specialEvent: draft.id })
    expect((await call(inquiries, 'POST', { body: hidden, address: newAddress() })).status).toBe(409)
    expect([...(await leadsFor(bad.email)), ...(await leadsFor(crowd.email)), ...(await leadsFor(hidden.email))]).toHaveLength(0)
  })

  it('needs its event, day and party at every door: the collection asks for them, and the database refuses a lead without them', async () => {
    await expect(
      payload.create({ collection: 'leads', data: { kind: 'special-event', name: 'Без даты', email: 'x@special.test', language: 'ru', status: 'new' }, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.db.pool.query(
        `INSERT INTO leads (kind, name, email, language, status, updated_at, created_at) VALUES ('special-event', 'Без даты', 'x@special.test', 'ru', 'new', now(), now())`,
      ),
    ).rejects.toThrow(/leads_special_event_complete/)
  })
})
