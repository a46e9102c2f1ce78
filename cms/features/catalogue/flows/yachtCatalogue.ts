import { createLocalReq, type Payload, type Where } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import type { Yacht } from '@cms/payload-types'
import { availableYachts } from '@cms/features/bookings'
import { type RatingSummary, summariesBy } from '@cms/features/reviews/contract/reviews'
import { featuredYachtIds } from '@cms/features/subscriptions'
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

/** The ratings of the yachts `ids` (all yachts without), from the reviews a visitor may read (those admins have not hidden). */
async function yachtRatings(payload: Payload, ids?: readonly number[]): Promise<Map<number, RatingSummary>> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: ids ? { yacht: { in: [...ids] } } : { yacht: { exists: true } },
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

/** A page's yachts in the catalogue's order, and how many match in all. */
type Placed = { yachts: Yacht[]; total: number; page: number }

/** Every yacht a page shows, in the language asked, with its pictures: as a visitor reads them. */
const asVisitor = (query: YachtCatalogueQuery) => ({ collection: 'yachts', depth: 1, locale: query.locale, overrideAccess: false }) as const

/**
 * The catalogue's own order, by the database: the featured yachts by name, then the rest by name.
 * Only the page's yachts are read (at most two pages of the rest, where the page starts inside one).
 */
async function featuredFirst(payload: Payload, query: YachtCatalogueQuery, where: Where): Promise<Placed> {
  const featured = await featuredYachtIds(await createLocalReq({}, payload))
  const inFeatured: Where | null = featured.length ? { and: [where, { id: { in: featured } }] } : null
  const inRest: Where = featured.length ? { and: [where, { id: { not_in: featured } }] } : where
  const [featuredCount, restCount] = await Promise.all([
    inFeatured ? payload.count({ collection: 'yachts', where: inFeatured, overrideAccess: false }).then((count) => count.totalDocs) : 0,
    payload.count({ collection: 'yachts', where: inRest, overrideAccess: false }).then((count) => count.totalDocs),
  ])
  const total = featuredCount + restCount
  const page = Math.min(query.page, cataloguePages(total))
  const offset = (page - 1) * CATALOGUE_PAGE_SIZE
  const yachts = inFeatured && offset < featuredCount ? (await payload.find({ ...asVisitor(query), where: inFeatured, sort: 'name', limit: CATALOGUE_PAGE_SIZE, page })).docs : []
  const wanted = CATALOGUE_PAGE_SIZE - yachts.length
  // Where the page starts in the rest: after the featured yachts the pages before it showed.
  const from = Math.max(0, offset - featuredCount)
  if (wanted > 0 && from < restCount) {
    const first = Math.floor(from / CATALOGUE_PAGE_SIZE) + 1
    const last = Math.floor((from + wanted - 1) / CATALOGUE_PAGE_SIZE) + 1
    const read = await Promise.all(
      [first, last]
        .filter((restPage, index) => index === 0 || restPage !== first)
        .map((restPage) => payload.find({ ...asVisitor(query), where: inRest, sort: 'name', limit: CATALOGUE_PAGE_SIZE, page: restPage })),
    )
    const start = from - (first - 1) * CATALOGUE_PAGE_SIZE
    yachts.push(...read.flatMap((part) => part.docs).slice(start, start + wanted))
  }
  return { yachts, total, page }
}

/**
 * The order by rating needs every match's place (`featured` is worked out from each owner's tier
 * as it is read, the ratings from every review), so the matches are read with their owner alone,
 * by name, and only the page's yachts whole.
 */
async function byRating(payload: Payload, query: YachtCatalogueQuery, where: Where): Promise<Placed> {
  const [{ docs: matching }, ratings] = await Promise.all([
    payload.find({
      collection: 'yachts',
      where,
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
  const ordered = catalogueOrder(matching, ratings, 'rating')
  const page = Math.min(query.page, cataloguePages(ordered.length))
  const ids = ordered.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE).map((yacht) => yacht.id)
  const { docs } = ids.length ? await payload.find({ ...asVisitor(query), where: { id: { in: ids } }, pagination: false }) : { docs: [] }
  const byId = new Map(docs.map((yacht) => [yacht.id, yacht]))
  return { yachts: ids.flatMap((id) => byId.get(id) ?? []), total: ordered.length, page }
}

/**
 * One page of the published yachts a visitor's query matches (the collection's access: as a
 * visitor reads the catalogue), in the catalogue's order, with the ratings its cards show. A page
 * past the last is the last.
 */
export async function yachtCataloguePage(payload: Payload, query: YachtCatalogueQuery): Promise<YachtCataloguePage> {
  const freeIds = query.from && query.to && query.party ? await availableYachts(payload, query.from, query.to, query.party) : null
  const where = catalogueWhere(query, freeIds)
  const { yachts, total, page } = query.order === 'rating' ? await byRating(payload, query, where) : await featuredFirst(payload, query, where)
  const ratings = yachts.length
    ? await yachtRatings(
        payload,
        yachts.map((yacht) => yacht.id),
      )
    : new Map<number, RatingSummary>()
  return { yachts, ratings, total, page, pages: cataloguePages(total) }
}
