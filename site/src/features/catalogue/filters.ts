/**
 * The list filters of spec section 9: which bucket a number of days or a price falls in, and
 * whether an item matches the chosen filters. Pure, so the pages (at build time) and the filter
 * script (in the browser) share one definition.
 */
import { ALL, type Range } from '@cms/features/catalogue/contract/yachtCatalogue'

/** A range of numbers a filter's button stands for (the yacht catalogue's are the CMS's, which filters them). */
export type Bucket = Range

/** Destinations: 1-2, 3-4 and 5+ days. A fraction of a day counts toward the longer bucket. */
export const DESTINATION_DURATIONS = [
  { id: '1-2', max: 2, maxInclusive: true },
  { id: '3-4', min: 2, max: 4, maxInclusive: true },
  { id: '5+', min: 4 },
] as const satisfies readonly Bucket[]

/** Trip packages: 1-2, 3-5 and 6+ days. */
export const TRIP_DURATIONS = [
  { id: '1-2', max: 2, maxInclusive: true },
  { id: '3-5', min: 2, max: 5, maxInclusive: true },
  { id: '6+', min: 5 },
] as const satisfies readonly Bucket[]

/** Trip packages by total price in dollars: under $10k, $10k–$20k (both ends), over $20k. */
export const TRIP_PRICES = [
  { id: 'under-10k', max: 10_000 },
  { id: '10k-20k', min: 10_000, minInclusive: true, max: 20_000, maxInclusive: true },
  { id: 'over-20k', min: 20_000 },
] as const satisfies readonly Bucket[]

function inBucket(bucket: Bucket, value: number): boolean {
  if (!Number.isFinite(value)) return false
  if (bucket.min !== undefined && (bucket.minInclusive ? value < bucket.min : value <= bucket.min)) return false
  if (bucket.max !== undefined && (bucket.maxInclusive ? value > bucket.max : value >= bucket.max)) return false
  return true
}

/** The id of the first bucket holding the value, or undefined when none does. */
export function bucketOf<B extends Bucket>(buckets: readonly B[], value: number): B['id'] | undefined {
  return buckets.find((bucket) => inBucket(bucket, value))?.id
}

/** The choice of a filter that lets every item through. */
export { ALL }

/**
 * Whether an item passes every chosen filter. `values` holds the item's value per filter name,
 * `chosen` the selected value per filter name; `all` (or no choice) lets anything through.
 */
export function matchesFilters(values: Readonly<Record<string, string | undefined>>, chosen: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(chosen).every(([name, choice]) => !choice || choice === ALL || values[name] === choice)
}

/**
 * Whether days `start`…`end` ('YYYY-MM-DD', both included) meet the chosen window `from`…`to`;
 * an empty bound is open. An event of several days shows when any of its days is in the window.
 */
export function overlapsDays(start: string, end: string, from: string, to: string): boolean {
  return (!from || end >= from) && (!to || start <= to)
}

/** How many items pass the chosen filters. */
export function countMatching(items: readonly Readonly<Record<string, string | undefined>>[], chosen: Readonly<Record<string, string | undefined>>): number {
  return items.filter((values) => matchesFilters(values, chosen)).length
}
