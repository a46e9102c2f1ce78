/** Paging of the home page's carousels (spec 2.3, 4.4, 9). */
export const HERO_INTERVAL_MS = 5000
export const TRIPS_PER_PAGE = 2
export const TESTIMONIALS_PER_PAGE = 3

export function pageCount(items: number, perPage: number): number {
  return Math.max(1, Math.ceil(items / perPage))
}

/** Trips: Back stops at the first page and Forward at the last. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(page, 0), pages - 1)
}

/** Hero slides and testimonials: past the last comes the first, before the first the last. */
export function wrapPage(page: number, pages: number): number {
  return ((page % pages) + pages) % pages
}
