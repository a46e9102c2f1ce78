import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { CATALOGUE_PAGE_SIZE } from '@cms/features/catalogue/contract/yachtCatalogue'
import { yachtCatalogueQuerySchema } from '@cms/features/catalogue/contract/yachtCatalogueQuery'
import { yachtCataloguePage } from '@cms/features/catalogue/flows/yachtCatalogue'
import type { Yacht } from '@cms/payload-types'
import { makeImage, makeUser, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'

/**
 * The yacht catalogue's pages (pages/yachts/results.astro): what a visitor's filters let through,
 * in the catalogue's order, a page at a time, as a visitor reads the collection.
 */
let payload: Payload
let catamarans: Yacht[]
let featured: Yacht
const PUBLISHED = CATALOGUE_PAGE_SIZE + 2
const page = (search: Record<string, string>) => yachtCataloguePage(payload, yachtCatalogueQuerySchema.parse({ locale: 'ru', ...search }))
// The seed's catamarans are none of these: over 100,000 roubles a day, for 9 guests or more.
const big = { type: 'catamaran', guests: '9+', price: 'over-100k' }

beforeAll(async () => {
  payload = await testPayload()
  const image = await makeImage(payload)
  const owner = await makeUser(payload, ['owner'])
  const create = (index: number, data: Partial<Yacht> = {}) =>
    payload.create({
      collection: 'yachts',
      // Named so that their order by name is the order they are made in.
      data: {
        ...yachtData(image),
        name: `Каталог ${String(index).padStart(2, '0')}`,
        type: 'catamaran',
        capacity: 12,
        pricePerDay: 150_000,
        owner: owner.id,
        _status: 'published',
        ...data,
      },
      overrideAccess: true,
      context: quiet,
    })
  catamarans = []
  for (let index = 0; index < PUBLISHED; index++) catamarans.push(await create(index))
  await create(90, { _status: 'draft' })
  await create(91, { pricePerDay: 100_000 })
  // Last by name, first in the catalogue: its owner's business tier features it.
  const business = await makeUser(payload, ['owner'])
  featured = await create(99, { owner: business.id })
  // Featured too, but a draft: no visitor reads it, nor counts it.
  await create(98, { owner: business.id, _status: 'draft' })
  const plan = await payload.create({
    collection: 'plans',
    data: {
      name: 'Флотилия (каталог)',
      kind: 'business',
      summary: 'Для проверки',
      monthlyPrice: 7_900,
      yearlyPrice: 79_000,
      features: [],
      featuredPlacement: true,
      _status: 'published',
    },
    overrideAccess: true,
    context: quiet,
  })
  const subscription = await payload.create({
    collection: 'subscriptions',
    data: { subscriber: business.id, plan: plan.id, kind: 'business', period: 'month', price: 7_900, currency: 'RUB', status: 'pending', language: 'ru' },
    overrideAccess: true,
    context: quiet,
  })
  // Paid, as its first payment would make it (subscriptions.test.ts pays through the portal).
  await payload.db.pool.query(`UPDATE subscriptions SET status = 'active', current_period_start = now(), current_period_end = now() + interval '30 days' WHERE id = $1`, [
    subscription.id,
  ])
})

describe('the yacht catalogue', () => {
  it('gives the published yachts its filters let through, featured first, a page at a time', async () => {
    const first = await page(big)
    expect(first).toMatchObject({ total: PUBLISHED + 1, page: 1, pages: 2 })
    expect(first.yachts).toHaveLength(CATALOGUE_PAGE_SIZE)
    expect(first.yachts.map((yacht) => yacht.id)).toEqual([featured.id, ...catamarans.slice(0, CATALOGUE_PAGE_SIZE - 1).map((yacht) => yacht.id)])
    // Whole, as the cards show them: in the language asked, the pictures read.
    expect(first.yachts[0]).not.toHaveProperty('owner')
    expect(first.yachts[1]).toMatchObject({ name: 'Каталог 00', gallery: [expect.objectContaining({ alt: 'Тест' })] })
    const second = await page({ ...big, page: '2' })
    expect(second.yachts.map((yacht) => yacht.id)).toEqual(catamarans.slice(CATALOGUE_PAGE_SIZE - 1).map((yacht) => yacht.id))
    // A page past the last is the last.
    expect((await page({ ...big, page: '40' })).yachts.map((yacht) => yacht.id)).toEqual(second.yachts.map((yacht) => yacht.id))
  })

  it('counts each filter, and has one page that says there are none when nothing matches', async () => {
    expect((await page({ type: 'catamaran', guests: '9+', price: '50k-100k' })).total).toBeGreaterThanOrEqual(1)
    expect((await page({ ...big, price: '50k-100k' })).yachts.map((yacht) => yacht.name)).toContain('Каталог 91')
    expect(await page({ ...big, guests: '1-4' })).toMatchObject({ total: 0, page: 1, pages: 1, yachts: [] })
  })

  it('asks the calendar for the days: free ones with room for the party, none for 150 guests', async () => {
    const from = addDays(marinaDayOf(new Date()), 120)
    const to = addDays(from, 2)
    expect((await page({ ...big, from, to, party: '10' })).total).toBe(PUBLISHED + 1)
    expect((await page({ ...big, from, to, party: '150' })).total).toBe(0)
  })

  it('orders by rating when asked, the unrated in the catalogue’s order', async () => {
    const rated = await page({ ...big, order: 'rating' })
    // None of these has reviews: the order is the catalogue's.
    expect(rated.yachts.map((yacht) => yacht.id)).toEqual((await page(big)).yachts.map((yacht) => yacht.id))
    expect(rated.ratings.size).toBe(0)
  })
})
