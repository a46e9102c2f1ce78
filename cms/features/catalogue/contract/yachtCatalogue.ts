/**
 * The yacht catalogue: its filters' ranges, its pages and its order, as the list page, its script
 * (no schema library: this runs in the browser), the route and the flow share them. The query the
 * site server checks is in yachtCatalogueQuery.ts.
 */
import type { RatingSummary } from '@cms/features/reviews/contract/reviews'
import type { YachtCatalogueQuery } from './yachtCatalogueQuery'

/** Cards a page of the catalogue shows: fills one, two and three columns alike. */
export const CATALOGUE_PAGE_SIZE = 24

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

/** The choice of a filter that lets everything through: every list's, not only the catalogue's. */
export const ALL = 'all'

/** The query's fields as search parameters, for the page's script: the defaults left out. */
export function catalogueSearch(query: Partial<YachtCatalogueQuery> & Pick<YachtCatalogueQuery, 'locale'>): URLSearchParams {
  const search = new URLSearchParams({ locale: query.locale })
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
