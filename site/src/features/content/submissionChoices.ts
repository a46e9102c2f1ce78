import type { Choices } from './fieldSpecs'
import { findAll, type Locale } from '@site/lib/cms'
import { publishedDestinations, publishedYachts } from '@site/features/catalogue'

/** The catalogue's yachts, destinations and activities a member's submission may point at, named in the page's language. */
export async function submissionChoices(locale: Locale): Promise<Choices> {
  const [yachts, destinations, activities] = await Promise.all([publishedYachts(locale), publishedDestinations(locale), findAll('activities', { locale, depth: 0, sort: 'name' })])
  return {
    yachts: yachts.map((yacht) => ({ id: yacht.id, name: yacht.name })),
    destinations: destinations.map((destination) => ({ id: destination.id, name: destination.name })),
    activities: activities.map((activity) => ({ id: activity.id, name: activity.name })),
  }
}
