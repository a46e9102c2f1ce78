import type { GetStaticPaths } from 'astro'

import type { Destination } from '@cms/payload-types'
import { findAll, type Locale } from '@site/lib/cms'
import { bilingualPaths } from '@site/lib/staticPaths'

/** Shortest first, then cheapest: the order of the list and of the duration filter. */
export function publishedDestinations(locale: Locale): Promise<Destination[]> {
  return findAll('destinations', { locale, depth: 1, sort: 'durationDays,price' })
}

export const destinationStaticPaths = (() => bilingualPaths(publishedDestinations, (destination) => ({ id: String(destination.id) }))) satisfies GetStaticPaths
