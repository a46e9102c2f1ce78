import type { GetStaticPaths } from 'astro'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { populated } from '@cms/core/contract/relationId'
import { comingSeason, seasonOfMarina } from '@cms/features/seasons/contract/season'
import type { Yacht } from '@cms/payload-types'
import { findAll, type Locale } from '@site/lib/cms'
import { bilingualPaths } from '@site/lib/staticPaths'
import { reviewsOfYacht } from '@site/features/reviews'

export function publishedYachts(locale: Locale): Promise<Yacht[]> {
  return findAll('yachts', { locale, depth: 1, sort: 'name' })
}

/**
 * The published yachts' ids and names, by name: for the pages that name a yacht and show nothing
 * else of it. Their answer is the same after an edit of anything but a name (findAll's select).
 */
export function publishedYachtNames(locale: Locale): Promise<Pick<Yacht, 'id' | 'name'>[]> {
  return findAll('yachts', { locale, depth: 0, sort: 'name', select: ['name'] })
}

/**
 * The season a yacht's page shows: its home marina's coming one as of the build's day, with the
 * year's own dates when the editor gave them. Null when the marina has no season dates.
 */
export function comingSeasonOfYacht(yacht: Yacht): ReturnType<typeof comingSeason> | null {
  const marina = populated(yacht.homeMarina)
  return marina?.seasonOpens && marina.seasonCloses ? comingSeason(seasonOfMarina(marina), marinaDayOf(new Date())) : null
}

/**
 * One detail page per published yacht, addressed by its id (at /yacht/{id} and /yachts/{id}). Its
 * key covers what the page shows besides the yacht: its reviews (one written, answered or hidden
 * changes the page), and the coming season, which turns to the next year's once a season closes
 * though nothing was edited.
 */
export const yachtStaticPaths = (() =>
  bilingualPaths(
    publishedYachts,
    (yacht) => ({ id: String(yacht.id) }),
    async (yacht) => ({ reviews: await reviewsOfYacht(yacht.id), season: comingSeasonOfYacht(yacht) }),
  )) satisfies GetStaticPaths
