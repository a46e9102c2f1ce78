import { createLocalReq, type Payload, type PayloadRequest, type Where } from 'payload'

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

/** A page's yachts in the catalogue's order, how many match in all, and the ratings read to order them. */
type OrderedPage = { yachts: Yacht[]; total: number; page: number; ratings?: Map<number, RatingSummary> }

/**
 * Reads as a visitor reads (the collection's access), with one request for all of them: the
 * `featured` field's hook looks the featured owners up once per request.
 */
const asVisitor = (req: PayloadRequest) => ({ collection: 'yachts', overrideAccess: false, req }) as const

/** Every yacht a page shows, in the language asked, with its pictures. */
const wholeYachts = (req: PayloadRequest, query: YachtCatalogueQuery) => ({ ...asVisitor(req), depth: 1, locale: query.locale }) as const

/** By name, and by id among yachts of one name: a page's cut falls in the same place in every read. */
const BY_NAME = ['name', 'id']

/**
 * The catalogue's own order, by the database: the featured yachts by name, then the rest by name.
 * Only the page's yachts are read (at most two pages of the rest, where the page starts inside one).
 */
async function featuredFirst(req: PayloadRequest, query: YachtCatalogueQuery, where: Where): Promise<OrderedPage> {
  const { payload } = req
  const featured = await featuredYachtIds(req)
  const inFeatured: Where | null = featured.length ? { and: [where, { id: { in: featured } }] } : null
  const inRest: Where = featured.length ? { and: [where, { id: { not_in: featured } }] } : where
  const [featuredCount, restCount] = await Promise.all([
    inFeatured ? payload.count({ ...asVisitor(req), where: inFeatured }).then((count) => count.totalDocs) : 0,
    payload.count({ ...asVisitor(req), where: inRest }).then((count) => count.totalDocs),
  ])
  const total = featuredCount + restCount
  const page = Math.min(query.page, cataloguePages(total))
  const offset = (page - 1) * CATALOGUE_PAGE_SIZE
  // Counted above: the reads skip their own count (the page and the limit still apply).
  const pageOf = (where: Where, listPage: number) =>
    payload.find({ ...wholeYachts(req, query), where, sort: BY_NAME, limit: CATALOGUE_PAGE_SIZE, page: listPage, pagination: false })
  const yachts = inFeatured && offset < featuredCount ? (await pageOf(inFeatured, page)).docs : []
  const wanted = CATALOGUE_PAGE_SIZE - yachts.length
  // Where the page starts in the rest: after the featured yachts the pages before it showed.
  const from = Math.max(0, offset - featuredCount)
  if (wanted > 0 && from < restCount) {
    const first = Math.floor(from / CATALOGUE_PAGE_SIZE) + 1
    const last = Math.floor((from + wanted - 1) / CATALOGUE_PAGE_SIZE) + 1
    const read = await Promise.all((last === first ? [first] : [first, last]).map((restPage) => pageOf(inRest, restPage)))
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
async function byRating(req: PayloadRequest, query: YachtCatalogueQuery, where: Where): Promise<OrderedPage> {
  const [{ docs: matching }, ratings] = await Promise.all([
    req.payload.find({
      ...asVisitor(req),
      where,
      // The owner only for `featured`, which is read from it: a visitor is never shown it.
      select: { featured: true, owner: true },
      sort: BY_NAME,
      depth: 0,
      locale: query.locale,
      pagination: false,
    }),
    yachtRatings(req.payload),
  ])
  const ordered = catalogueOrder(matching, ratings, 'rating')
  const page = Math.min(query.page, cataloguePages(ordered.length))
  const ids = ordered.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE).map((yacht) => yacht.id)
  const { docs } = ids.length ? await req.payload.find({ ...wholeYachts(req, query), where: { id: { in: ids } }, pagination: false }) : { docs: [] }
  const byId = new Map(docs.map((yacht) => [yacht.id, yacht]))
  return { yachts: ids.flatMap((id) => byId.get(id) ?? []), total: ordered.length, page, ratings }
}

/**
 * One page of the published yachts a visitor's query matches (the collection's access: as a
 * visitor reads the catalogue), in the catalogue's order, with the ratings its cards show. A page
 * past the last is the last.
 */
export async function yachtCataloguePage(payload: Payload, query: YachtCatalogueQuery): Promise<YachtCataloguePage> {
  const freeIds = query.from && query.to && query.party ? await availableYachts(payload, query.from, query.to, query.party) : null
  const where = catalogueWhere(query, freeIds)
  // A request of no user: it reads as a visitor does.
  const req = await createLocalReq({}, payload)
  const ordered = query.order === 'rating' ? await byRating(req, query, where) : await featuredFirst(req, query, where)
  const ids = ordered.yachts.map((yacht) => yacht.id)
  const read = ordered.ratings ?? (ids.length ? await yachtRatings(payload, ids) : new Map<number, RatingSummary>())
  // The page's yachts' ratings: what its cards show.
  const ratings = new Map<number, RatingSummary>()
  for (const id of ids) {
    const rating = read.get(id)
    if (rating) ratings.set(id, rating)
  }
  return { yachts: ordered.yachts, ratings, total: ordered.total, page: ordered.page, pages: cataloguePages(ordered.total) }
}
