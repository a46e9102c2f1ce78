import type { Choices } from './fieldSpecs'
import { findAll, type Locale } from '@site/lib/cms'
import { publishedYachtNames } from '@site/features/catalogue'

/**
 * The catalogue's yachts, destinations and activities a member's submission may point at, named in
 * the page's language. Their names alone are read: an edit of a price leaves these pages as they are.
 */
export async function submissionChoices(locale: Locale): Promise<Choices> {
  const [yachts, destinations, activities] = await Promise.all([
    publishedYachtNames(locale),
    // The destinations list's own order (catalogue/destinations.ts).
    findAll('destinations', { locale, depth: 0, sort: 'durationDays,price', select: ['name'] }),
    findAll('activities', { locale, depth: 0, sort: 'name', select: ['name'] }),
  ])
  return {
    yachts: yachts.map((yacht) => ({ id: yacht.id, name: yacht.name })),
    destinations: destinations.map((destination) => ({ id: destination.id, name: destination.name })),
    activities: activities.map((activity) => ({ id: activity.id, name: activity.name })),
  }
}
