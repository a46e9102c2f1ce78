import { type Locale, stringsWithPrefix } from '@site/i18n'

/**
 * The groups of `booking.` strings the yacht page's booking island (BookingFlow.tsx) shows: not
 * the dashboards', the bookings list's or the crew's, which were more than half of the area's
 * strings and were carried, in the island's props, by every yacht page in both languages.
 * `tests/unit/booking-flow-strings.test.ts` bundles the island and checks each key it asks for is here.
 */
const BOOKING_FLOW_GROUPS = ['action', 'card', 'done', 'error', 'field', 'hold', 'panel', 'price', 'season', 'step', 'steps', 'taken', 'verifyFirst', 'working'] as const

const flowStrings = new Map<Locale, Readonly<Record<string, string>>>()

/**
 * The booking island's strings in a language, one object per language: the server keeps an
 * island's i18next instance per strings object (IslandI18n.tsx).
 */
export function bookingFlowStrings(locale: Locale): Readonly<Record<string, string>> {
  let strings = flowStrings.get(locale)
  if (!strings) {
    const shown = (key: string) => BOOKING_FLOW_GROUPS.some((group) => key === `booking.${group}` || key.startsWith(`booking.${group}.`))
    strings = Object.freeze(Object.fromEntries(Object.entries(stringsWithPrefix(locale, 'booking.')).filter(([key]) => shown(key))))
    flowStrings.set(locale, strings)
  }
  return strings
}
