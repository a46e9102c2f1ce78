import type { GetStaticPaths } from 'astro'

import type { TripPackage } from '@cms/payload-types'
import { findAll, type Locale } from '@site/lib/cms'
import { bilingualPaths } from '@site/lib/staticPaths'
import { tripRating } from '@site/features/reviews'

/** Departures in date order; depth 1 brings the yacht, destinations and activities along. */
export function publishedTripPackages(locale: Locale): Promise<TripPackage[]> {
  return findAll('trip-packages', { locale, depth: 1, sort: 'startDate' })
}

/** A trip package's page shows its rating from the reviews of its charters. */
export const tripStaticPaths = (() =>
  bilingualPaths(
    publishedTripPackages,
    (trip) => ({ id: String(trip.id) }),
    (trip) => tripRating(trip),
  )) satisfies GetStaticPaths
