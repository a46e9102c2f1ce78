/**
 * The yacht catalogue: its filters' ranges, its pages and its order, as the list page, its script
 * (no schema library: this runs in the browser), the route and the flow share them. The query the
 * site server checks is in yachtCatalogueQuery.ts.
 */
import { DAY_PATTERN } from '@cms/core/contract/marinaDays'
import type { RatingSummary } from '@cms/features/reviews/contract/reviews'
import type { YachtCatalogueQuery } from './yachtCatalogueQuery'

/** Cards a page of the catalogue shows: fills one, two and three columns alike. */
export const CATALOGUE_PAGE_SIZE = 24

/** The furthest page a question may ask for; one past the catalogue's last is its last. */
export const CATALOGUE_MAX_PAGE = 100_000

/** The most guests the free-dates question asks room for: the largest party a booking takes. */
export const CATALOGUE_MAX_PARTY = 150

/** A range of numbers a filter button stands for; each bound is optional and says whether it is inclusive. */
export type Range = { id: string; min?: number; minInclusive?: boolean; max?: number; maxInclusive?: boolean }

/** Yachts by guests on board: up to 4, 5–8, 9 or more. */
export const YACHT_GUESTS = [
  { id: '1-4', max: 4, maxInclusive: true },
  { id: '5-8', min: 4, max: 8, maxInclusive: true },
  { id: '9+', min: 8 },
] as const satisfies readonly Range[]

/** Yachts by base price per day in roubles: under 50,000, 50,000–100,000 (both ends), over 100,000. */
export const YACHT_PRICES = [
  { id: 'under-50k', max: 50_000 },
  { id: '50k-100k', min: 50_000, minInclusive: true, max: 100_000, maxInclusive: true },
  { id: 'over-100k', min: 100_000 },
] as const satisfies readonly Range[]

/** The ids of a filter's ranges, at least one: its buttons' values. */
export const rangeIds = <R extends readonly Range[]>(ranges: R) => ranges.map((range) => range.id) as [R[number]['id'], ...R[number]['id'][]]

/** The choice of a filter that lets everything through: every list's, not only the catalogue's. */
export const ALL = 'all'

/**
 * The query's fields as search parameters, the defaults left out: the site server's question with
 * its locale, the list page's address without (its path says it).
 */
export function catalogueSearch(query: Partial<YachtCatalogueQuery>): URLSearchParams {
  const search = new URLSearchParams(query.locale ? { locale: query.locale } : {})
  for (const name of ['type', 'guests', 'price'] as const) if (query[name] && query[name] !== ALL) search.set(name, query[name])
  if (query.order && query.order !== 'default') search.set('order', query.order)
  if (query.from && query.to && query.party) {
    search.set('from', query.from)
    search.set('to', query.to)
    search.set('party', String(query.party))
  }
  if (query.page && query.page > 1) search.set('page', String(query.page))
  return search
}

/** What the list page's address asks: the locale aside, the site server's question. */
export type CatalogueAddress = Omit<YachtCatalogueQuery, 'locale'>

/** The values each filter's buttons offer (the page renders them from the enumerations and ranges). */
export type CatalogueOffer = Record<'type' | 'guests' | 'price', readonly string[]>

/**
 * The choice a list page's address holds (`/yachts?type=catamaran&page=3`, which the page's
 * script keeps as the visitor chooses): what a link, a reload or Back opens the list on. A filter
 * value no button offers is left at its default, as is any other value it does not know; the site
 * server checks the rest (days that do not exist, too long a window) as it checks every question.
 * The offer comes from the page, not the enumerations: their labels would cost every visit bytes.
 */
export function catalogueFromAddress(search: URLSearchParams, offered: CatalogueOffer): CatalogueAddress {
  const oneOf = (name: keyof CatalogueOffer): string => {
    const value = search.get(name)
    return value !== null && offered[name].includes(value) ? value : ALL
  }
  const page = Number(search.get('page'))
  const from = search.get('from') ?? ''
  const to = search.get('to') ?? ''
  const party = Number(search.get('party'))
  const days = DAY_PATTERN.test(from) && DAY_PATTERN.test(to) && from <= to && Number.isInteger(party) && party >= 1 && party <= CATALOGUE_MAX_PARTY
  return {
    // What the buttons offer is what the query's enumerations allow.
    type: oneOf('type') as CatalogueAddress['type'],
    guests: oneOf('guests') as CatalogueAddress['guests'],
    price: oneOf('price') as CatalogueAddress['price'],
    order: search.get('order') === 'rating' ? 'rating' : 'default',
    page: Number.isInteger(page) && page >= 1 && page <= CATALOGUE_MAX_PAGE ? page : 1,
    ...(days ? { from, to, party } : {}),
  }
}

/** The pages a catalogue of `total` yachts fills: at least one, which says there are none. */
export const cataloguePages = (total: number): number => Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE))

type Placed = { id: number; featured?: boolean | null }

/**
 * The catalogue's order of `yachts` (given by name): those their owner's business tier features
 * first; by rating, best first and then by how many reviews, unrated last, when asked. Ties keep
 * the order before them.
 */
export function catalogueOrder<Y extends Placed>(yachts: readonly Y[], ratings: ReadonlyMap<number, RatingSummary>, order: YachtCatalogueQuery['order']): Y[] {
  const featuredFirst = [...yachts.filter((yacht) => yacht.featured), ...yachts.filter((yacht) => !yacht.featured)]
  if (order !== 'rating') return featuredFirst
  const average = (yacht: Y) => ratings.get(yacht.id)?.average ?? 0
  const count = (yacht: Y) => ratings.get(yacht.id)?.count ?? 0
  return featuredFirst.sort((a, b) => average(b) - average(a) || count(b) - count(a))
}
