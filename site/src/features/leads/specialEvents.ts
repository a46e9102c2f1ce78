import type { SpecialEvent } from '@cms/payload-types'
import { findAll, type Locale } from '@site/lib/cms'

/** The special events the team arranges, from the lowest starting price (the collection's order). */
export function publishedSpecialEvents(locale: Locale): Promise<SpecialEvent[]> {
  return findAll('special-events', { locale, depth: 1 })
}
