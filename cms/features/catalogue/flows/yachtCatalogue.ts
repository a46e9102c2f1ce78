import type { Payload, Where } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import type { Yacht } from '@cms/payload-types'
import { availableYachts } from '@cms/features/bookings'
import { type RatingSummary, summariesBy } from '@cms/features/reviews/contract/reviews'
import { ALL, CATALOGUE_PAGE_SIZE, catalogueOrder, cataloguePages, type Range, YACHT_GUESTS, YACHT_PRICES } from '../contract/yachtCatalogue'
import type { YachtCatalogueQuery } from '../contract/yachtCatalogueQuery'

/** One page of the catalogue: its yachts in order with their ratings, and how many match in all. */
export type YachtCataloguePage = { yachts: Yacht[]; ratings: Map<number, RatingSummary>; total: number; page: number; pages: number }

/** The condition on a number field that a filter's range stands for. */
export function rangeWhere(range: Range): Where[string] {
  const condition: Record<string, number> = {}
  if (range.min !== undefined) condition[range.minInclusive ? 'greater_than_equal' : 'greater_than'] = range.min
  if (range.max !== undefined) condition[range.maxInclusive ? 'less_than_equal' : 'less_than'] = range.max
  return condition
}

/** The yachts a query's filters let through; `freeIds`, when it asks for days, those free on them. */
export function catalogueWhere(query: YachtCatalogueQuery, freeIds: readonly number[] | null): Where {
  const and: Where[] = []
  if (query.type !== ALL) and.push({ type: { equals: query.type } })
  const guests = YACHT_GUESTS.find((range) => range.id === query.guests)
  if (guests) and.push({ capacity: rangeWhere(guests) })
  const price = YACHT_PRICES.find((range) => range.id === query.price)
  if (price) and.push({ pricePerDay: rangeWhere(price) })
  if (freeIds) and.push({ id: { in: [...freeIds] } })
  return { and }
}

/** Each yacht's rating from the reviews a visitor may read (those admins have not hidden). */
async function yachtRatings(payload: Payload): Promise<Map<number, RatingSummary>> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { yacht: { exists: true } },
    select: { yacht: true, rating: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return summariesBy(
    docs,
    (review) => relationId(review.yacht) ?? null,
    (review) => review.rating,
  )
}

/**
 * One page of the published yachts a visitor's query matches (the collection's access: as a
 * visitor reads the catalogue), in the catalogue's order. The order needs every match's place
 * (`featured` is worked out from each owner's tier as it is read, the ratings from the reviews),
 * so the matches are read with their owner alone, by name, and only the page's yachts whole. A page past
 * the last is the last.
 */
export async function yachtCataloguePage(payload: Payload, query: YachtCatalogueQuery): Promise<YachtCataloguePage> {
  const freeIds = query.from && query.to && query.party ? await availableYachts(payload, query.from, query.to, query.party) : null
  const [{ docs: matching }, ratings] = await Promise.all([
    payload.find({
      collection: 'yachts',
      where: catalogueWhere(query, freeIds),
      // The owner only for `featured`, which is read from it: a visitor is never shown it.
      select: { featured: true, owner: true },
      sort: 'name',
      depth: 0,
      locale: query.locale,
      pagination: false,
      overrideAccess: false,
    }),
    yachtRatings(payload),
  ])
  const ordered = catalogueOrder(matching, ratings, query.order)
  const pages = cataloguePages(ordered.length)
  const page = Math.min(query.page, pages)
  const ids = ordered.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE).map((yacht) => yacht.id)
  const { docs } = ids.length
    ? await payload.find({ collection: 'yachts', where: { id: { in: ids } }, depth: 1, locale: query.locale, pagination: false, overrideAccess: false })
    : { docs: [] }
  const byId = new Map(docs.map((yacht) => [yacht.id, yacht]))
  const yachts = ids.flatMap((id) => byId.get(id) ?? [])
  // The page's yachts' ratings: what its cards show.
  const rated = yachts.flatMap((yacht) => {
    const rating = ratings.get(yacht.id)
    return rating ? [[yacht.id, rating] as const] : []
  })
  return { yachts, ratings: new Map(rated), total: ordered.length, page, pages }
}
