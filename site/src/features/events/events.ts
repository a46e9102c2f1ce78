import type { GetStaticPaths } from 'astro'

import type { Event } from '@cms/payload-types'
import { EVENT_CATEGORIES as EVENT_CATEGORY_ENUM, EVENT_REGIONS as EVENT_REGION_ENUM, EVENT_TYPES as EVENT_TYPE_ENUM } from '@cms/features/events/contract/events'
import { findAll, type Locale } from '@site/lib/cms'
import { bilingualPaths } from '@site/lib/staticPaths'

/** The spec's enumerations (section 3) in their order, for filters and labels. */
export const EVENT_CATEGORIES = EVENT_CATEGORY_ENUM.values
export const EVENT_TYPES = EVENT_TYPE_ENUM.values
export const EVENT_REGIONS = EVENT_REGION_ENUM.values

/** The values of an enumeration that occur among the items, in the enumeration's order. */
export function valuesInUse<V extends string>(all: readonly V[], used: readonly V[]): V[] {
  const present = new Set(used)
  return all.filter((value) => present.has(value))
}

export function publishedEvents(locale: Locale): Promise<Event[]> {
  return findAll('events', { locale, depth: 1, sort: 'startDate' })
}

export const eventStaticPaths = (() => bilingualPaths(publishedEvents, (event) => ({ id: String(event.id) }))) satisfies GetStaticPaths
