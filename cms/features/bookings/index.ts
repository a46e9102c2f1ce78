import type { Feature } from '@cms/core/feature'

import { Bookings } from './collections/Bookings'
import { YachtBlocks } from './collections/YachtBlocks'
import { completeChartersTask } from './jobs/completeChartersTask'
import { expireBookingHoldsTask } from './jobs/expireBookingHoldsTask'
import { importCalendarsTask } from './jobs/importCalendarsTask'
import { customerNotice } from './notices/customerNotice'
import { bookingPayable } from './payable'

/** Charters: booking a yacht or a trip, holds and requests, owners’ blocks and calendars, the customer’s notices. */
export const bookingsFeature: Feature = {
  payables: [bookingPayable],
  collections: [Bookings, YachtBlocks],
  tasks: [expireBookingHoldsTask, customerNotice.task, importCalendarsTask, completeChartersTask],
}

// What other features use: they import this feature only from here.
export { availableYachts } from './calendar'
export { CREW_CHANGE } from './collections/Bookings/hooks/assignCrew'
export type { CrewChange } from './collections/Bookings/hooks/assignCrew'
export { calendar } from './ics'
