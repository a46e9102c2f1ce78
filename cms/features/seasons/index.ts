import type { Feature } from '@cms/core/feature'

import { Marinas } from './collections/Marinas'

/** Seasons on the lake: the marinas yachts sail from and their navigation seasons. */
export const seasonsFeature: Feature = {
  collections: [Marinas],
}

// What other features use: they import this feature only from here.
export { firstDayOutOfSeason, firstStretchInSeasons, inSeasonParts, lastDayInSeason, type NavigationSeason, seasonIn, writtenMonthDay } from './contract/season'
export { closedDaysOfYacht, seasonOfYacht } from './marinaSeason'
