import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as inquiries from '@site/pages/api/yacht-sales/inquiries'
import type { YachtListing } from '@cms/payload-types'
import { testPayload } from './support/payload'
import { useSeededDatabase } from './support/seededDatabase'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'

/** Yacht sales (issue #14): listings from the CMS, and inquiries about them as leads mailed to both sides, on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let listing: YachtListing
let team = ''
let counter = 0

beforeAll(async () => {
  await useSeededDatabase()
  payload = await testPayload()
  call = portalApi(payload)
  listing = (
    await payload.find({
      collection: 'yacht-listings',
      where: { and: [{ saleStatus: { equals: 'for-sale' } }, { _status: { equals: 'published' } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!
  team = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).contacts?.email ?? ''
})

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  listing: listing.id,
  name: 'Павел Корнилов',
  email: `buyer-${Date.now()}-${++counter}@sales.test`,
  phone: '+7 914 111-22-33',
  message: 'Можно посмотреть яхту в эти выходные? Интересует состояние двигателя.',
  language: 'ru',
  ...overrides,
})
const leadsFor = async (email: string) => (await payload.find({ collection: 'leads', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs
const mailsTo = async (to: string) => (await payload.find({ collection: 'email-outbox', where: { to: { equals: to } }, sort: '-createdAt', limit: 20, overrideAccess: true })).docs

describe('an inquiry about a yacht for sale', () => {
  it('becomes a new yacht-sale lead naming the listing, and both sides are mailed in their language', async () => {
    const sent = inquiry()
    const answer = await call(inquiries, 'POST', { body: sent, address: newAddress() })
    expect(answer.status, JSON.stringify(answer.json)).toBe(201)
    const [lead] = await leadsFor(sent.email)
    expect(lead).toMatchObject({ kind: 'yacht-sale', listing: listing.id, status: 'new', service: null, guests: null, language: 'ru' })
    const [toSender] = await mailsTo(sent.email)
    expect(toSender?.subject).toBe('Мы получили ваш вопрос о яхте — Baikal Yachts')
    expect(toSender?.text).toContain(listing.title)
    const forTeam = (await mailsTo(team)).find((mail) => mail.subject === 'Вопрос о яхте на продажу: Павел Корнилов' && mail.text?.includes(sent.email))
    expect(forTeam?.text).toContain(`/admin/collections/leads/${lead!.id}`)

    const english = inquiry({ language: 'en' })
    await call(inquiries, 'POST', { body: english, address: newAddress() })
    const [toEnglish] = await mailsTo(english.email)
    expect(toEnglish?.subject).toBe('We have your inquiry about the yacht — Baikal Yachts')
    const englishTitle = (await payload.findByID({ collection: 'yacht-listings', id: listing.id, locale: 'en', depth: 0 })).title
    expect(toEnglish?.text).toContain(englishTitle)
  })

  it('is refused field by field, and for a yacht that is sold or unknown, storing nothing', async () => {
    const bad = inquiry({ name: 'П', email: 'nope', message: 'Цена?', listing: 'x' })
    const answer = await call(inquiries, 'POST', { body: bad, address: newAddress() })
    expect(answer.status).toBe(400)
    expect(answer.json.errors).toMatchObject({ name: 'nameShort', email: 'email', message: 'messageShort', listing: 'listing' })

    const sold = await payload.create({
      collection: 'yacht-listings',
      data: { ...listingCopy(listing), slug: `sold-${Date.now()}`, saleStatus: 'sold', _status: 'published' },
      overrideAccess: true,
      context: { skipSiteRebuild: true },
    })
    const late = inquiry({ listing: sold.id })
    const closed = await call(inquiries, 'POST', { body: late, address: newAddress() })
    expect(closed.status).toBe(409)
    expect(closed.json.errors).toEqual({ listing: 'closed' })
    const unknown = inquiry({ listing: 999_999 })
    expect((await call(inquiries, 'POST', { body: unknown, address: newAddress() })).status).toBe(409)
    expect([...(await leadsFor(bad.email)), ...(await leadsFor(late.email)), ...(await leadsFor(unknown.email))]).toHaveLength(0)
  })

  it('keeps a concierge lead complete at every door: the collection asks for its fields, and the database refuses one without them', async () => {
    await expect(
      payload.create({ collection: 'leads', data: { kind: 'concierge', name: 'Без даты', email: 'x@sales.test', language: 'ru', status: 'new' }, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.db.pool.query(
        `INSERT INTO leads (kind, name, email, language, status, updated_at, created_at) VALUES ('concierge', 'Без даты', 'x@sales.test', 'ru', 'new', now(), now())`,
      ),
    ).rejects.toThrow(/leads_concierge_complete/)
    await expect(
      payload.create({
        collection: 'leads',
        data: { kind: 'yacht-sale', name: 'Без яхты', email: 'y@sales.test', message: 'Без яхты совсем', language: 'ru', status: 'new' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

/** A listing's fields, to publish another like it. */
function listingCopy(source: YachtListing) {
  const { id: _id, createdAt: _created, updatedAt: _updated, highlights, ...fields } = source
  return { ...fields, images: source.images.map((image) => (typeof image === 'object' ? image.id : image)), highlights: highlights?.map(({ text }) => ({ text })) }
}
