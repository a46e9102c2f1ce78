import type { GetStaticPaths } from 'astro'

import type { Event } from '../../../cms/payload-types'
import { findAll, type Locale } from './cms'
import { bilingualPaths } from './staticPaths'

export type EventCategory = Event['category']
export type EventType = Event['type']
export type EventRegion = Event['region']

/** The spec's enumerations (section 3) in their order, for filters and labels. */
export const EVENT_CATEGORIES = [
  'workshop', 'conference', 'meetup', 'competition', 'regatta', 'race', 'trainingCamp',
  'exhibition', 'championship', 'cup', 'festival',
] as const satisfies readonly EventCategory[]

export const EVENT_TYPES = [
  'oneDesign', 'offshore', 'dinghy', 'match', 'team', 'handicap', 'oceanic', 'cruiseRacing',
] as const satisfies readonly EventType[]

export const EVENT_REGIONS = [
  'local', 'regional', 'national', 'international', 'baikal', 'volga', 'blackSea', 'mediterranean',
  'baltic', 'northSea', 'atlantic', 'pacific', 'caribbean', 'farEast', 'turkey', 'france', 'italy',
  'thailand', 'greece',
] as const satisfies readonly EventRegion[]

/** The values of an enumeration that occur among the items, in the enumeration's order. */
export function valuesInUse<V extends string>(all: readonly V[], used: readonly V[]): V[] {
  const present = new Set(used)
  return all.filter((value) => present.has(value))
}

export function publishedEvents(locale: Locale): Promise<Event[]> {
  return findAll('events', { locale, depth: 1, sort: 'startDate' })
}

export const eventStaticPaths = (() =>
  bilingualPaths(publishedEvents, (event) => ({ id: String(event.id) }))) satisfies GetStaticPaths
