import { describe, expect, it } from 'vitest'

import { YACHT_TYPES } from '@cms/features/catalogue/contract/catalogue'
import { catalogueFromAddress, catalogueOrder, catalogueSearch, cataloguePages, rangeIds, YACHT_GUESTS, YACHT_PRICES } from '@cms/features/catalogue/contract/yachtCatalogue'
import { yachtCatalogueQuerySchema } from '@cms/features/catalogue/contract/yachtCatalogueQuery'
import { catalogueWhere, rangeWhere } from '@cms/features/catalogue/flows/yachtCatalogue'

/** What the list page's buttons offer. */
const offered = { type: YACHT_TYPES.values, guests: rangeIds(YACHT_GUESTS), price: rangeIds(YACHT_PRICES) }
const query = (search: Record<string, string>) => yachtCatalogueQuerySchema.safeParse({ locale: 'ru', ...search })

describe('the yacht catalogue’s query', () => {
  it('takes the filters, the order and the page, each defaulting to all of them', () => {
    expect(query({}).data).toEqual({ locale: 'ru', type: 'all', guests: 'all', price: 'all', order: 'default', page: 1 })
    expect(query({ type: 'catamaran', guests: '9+', price: '50k-100k', order: 'rating', page: '3' }).data).toMatchObject({
      type: 'catamaran',
      guests: '9+',
      price: '50k-100k',
      order: 'rating',
      page: 3,
    })
  })

  it('refuses what no button offers, a page that is no page, and dates without all three of their fields', () => {
    for (const [search, code] of [
      [{ type: 'submarine' }, 'typeInvalid'],
      [{ guests: '2-3' }, 'guestsInvalid'],
      [{ price: 'free' }, 'priceInvalid'],
      [{ order: 'price' }, 'orderInvalid'],
      [{ page: '0' }, 'pageInvalid'],
      [{ page: '1.5' }, 'pageInvalid'],
      [{ page: 'two' }, 'pageInvalid'],
      [{ from: '2027-07-01', to: '2027-07-03' }, 'datesIncomplete'],
      [{ from: '2027-07-03', to: '2027-07-01', party: '2' }, 'endBeforeStart'],
      [{ from: '2027-02-30', to: '2027-03-01', party: '2' }, 'dateInvalid'],
    ] as const) {
      expect(query(search).error?.issues.map((issue) => issue.message)).toContain(code)
    }
    expect(yachtCatalogueQuerySchema.safeParse({ locale: 'de' }).success).toBe(false)
  })

  it('is written back without its defaults, and with its days only when all three are given', () => {
    expect(catalogueSearch({ locale: 'en', type: 'all', order: 'default', page: 1 }).toString()).toBe('locale=en')
    expect(catalogueSearch({ locale: 'ru', type: 'speedboat', order: 'rating', page: 2, from: '2027-07-01', to: '2027-07-03', party: 4 }).toString()).toBe(
      'locale=ru&type=speedboat&order=rating&from=2027-07-01&to=2027-07-03&party=4&page=2',
    )
    expect(catalogueSearch({ locale: 'ru', from: '2027-07-01' }).toString()).toBe('locale=ru')
  })

  it('is the list page’s address without its locale, and read back from it as it was written', () => {
    const chosen = { type: 'catamaran', guests: '5-8', price: 'over-100k', order: 'rating', page: 3, from: '2027-07-01', to: '2027-07-03', party: 4 } as const
    const address = catalogueSearch(chosen)
    expect(address.toString()).toBe('type=catamaran&guests=5-8&price=over-100k&order=rating&from=2027-07-01&to=2027-07-03&party=4&page=3')
    expect(catalogueFromAddress(address, offered)).toEqual(chosen)
    expect(catalogueFromAddress(new URLSearchParams(), offered)).toEqual({ type: 'all', guests: 'all', price: 'all', order: 'default', page: 1 })
  })

  it('leaves at its default what an address holds that no control offers', () => {
    const read = (search: string) => catalogueFromAddress(new URLSearchParams(search), offered)
    expect(read('type=submarine&guests=2-3&price=free&order=price&page=0')).toEqual({ type: 'all', guests: 'all', price: 'all', order: 'default', page: 1 })
    expect(read('page=2.5').page).toBe(1)
    expect(read('page=100001').page).toBe(1)
    // The days only with all three of their fields, in order, for a party a booking takes.
    for (const days of [
      'from=2027-07-01&to=2027-07-03',
      'from=2027-07-03&to=2027-07-01&party=2',
      'from=1.7.2027&to=2027-07-03&party=2',
      'from=2027-07-01&to=2027-07-03&party=151',
    ]) {
      expect(read(days)).not.toHaveProperty('from')
    }
    expect(read('from=2027-07-01&to=2027-07-03&party=150')).toMatchObject({ from: '2027-07-01', to: '2027-07-03', party: 150 })
  })

  it('has one page for no yachts and for 24, two for 25', () => {
    expect([0, 1, 24, 25, 10_000].map(cataloguePages)).toEqual([1, 1, 1, 2, 417])
  })
})

describe('the yacht catalogue’s filters as conditions', () => {
  it('keep each range’s bounds, inclusive where the button says so', () => {
    expect(rangeWhere({ id: '1-4', max: 4, maxInclusive: true })).toEqual({ less_than_equal: 4 })
    expect(rangeWhere({ id: '5-8', min: 4, max: 8, maxInclusive: true })).toEqual({ greater_than: 4, less_than_equal: 8 })
    expect(rangeWhere({ id: '50k-100k', min: 50_000, minInclusive: true, max: 100_000, maxInclusive: true })).toEqual({ greater_than_equal: 50_000, less_than_equal: 100_000 })
  })

  it('combine the chosen filters and the yachts free on the days asked', () => {
    const parsed = query({ type: 'speedboat', guests: '9+', price: 'under-50k' }).data!
    expect(catalogueWhere(parsed, [3, 5])).toEqual({
      and: [{ type: { equals: 'speedboat' } }, { capacity: { greater_than: 8 } }, { pricePerDay: { less_than: 50_000 } }, { id: { in: [3, 5] } }],
    })
    expect(catalogueWhere(query({}).data!, null)).toEqual({ and: [] })
  })
})

describe('the yacht catalogue’s order', () => {
  const yachts = [
    { id: 1, featured: false },
    { id: 2, featured: true },
    { id: 3, featured: null },
    { id: 4, featured: true },
    { id: 5, featured: false },
  ]
  const ratings = new Map([
    [1, { average: 4.5, count: 2 }],
    [3, { average: 4.5, count: 7 }],
    [4, { average: 3, count: 1 }],
  ])

  it('puts the featured yachts first, each part in the order given (by name)', () => {
    expect(catalogueOrder(yachts, ratings, 'default').map((yacht) => yacht.id)).toEqual([2, 4, 1, 3, 5])
  })

  it('by rating: best first, then by how many reviews, unrated last in the catalogue’s order', () => {
    expect(catalogueOrder(yachts, ratings, 'rating').map((yacht) => yacht.id)).toEqual([3, 1, 4, 2, 5])
  })
})
