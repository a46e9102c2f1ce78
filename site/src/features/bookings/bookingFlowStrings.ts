import { islandStrings } from '@site/i18n/islandStrings'
import english from '@site/i18n/locales/en/bookingFlow.json'
import russian from '@site/i18n/locales/ru/bookingFlow.json'

/**
 * The yacht page's booking island (BookingFlow.tsx) takes its strings from `bookingFlow.json`,
 * the groups of `booking.` strings it shows: not the dashboards', the bookings list's or the
 * crew's, which stay in `booking.json` and were more than half of the area's strings.
 * `tests/unit/booking-flow-strings.test.ts` bundles the island and checks each key it asks for is here.
 */
export const bookingFlowStrings = islandStrings(english, russian)
