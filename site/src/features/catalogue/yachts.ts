import type { GetStaticPaths } from 'astro'

import type { Yacht } from '@cms/payload-types'
import { findAll, type Locale } from '@site/lib/cms'
import { bilingualPaths } from '@site/lib/staticPaths'
import { reviewsOfYacht } from '@site/features/reviews'

export function publishedYachts(locale: Locale): Promise<Yacht[]> {
  return findAll('yachts', { locale, depth: 1, sort: 'name' })
}

/** The catalogue's order: yachts whose owner's business tier features them first, each part by name. */
export function featuredFirst(yachts: Yacht[]): Yacht[] {
  return [...yachts.filter((yacht) => yacht.featured), ...yachts.filter((yacht) => !yacht.featured)]
}

/** One detail page per published yacht, addressed by its id (at /yacht/{id} and /yachts/{id}). */
/** A yacht's page shows its reviews: a review written, answered or hidden changes the page. */
export const yachtStaticPaths = (() =>
  bilingualPaths(
    publishedYachts,
    (yacht) => ({ id: String(yacht.id) }),
    (yacht) => reviewsOfYacht(yacht.id),
  )) satisfies GetStaticPaths
