import type { Feature } from '@cms/core/feature'

import { Bookings } from './collections/Bookings'
import { YachtBlocks } from './collections/YachtBlocks'
import { expireBookingHoldsTask } from './jobs/expireBookingHoldsTask'
import { tellCustomerTask } from './jobs/tellCustomerTask'
import { importCalendarsTask } from './jobs/importCalendarsTask'

/** Charters: booking a yacht or a trip, holds and requests, owners’ blocks and calendars, the customer’s notices. */
export const bookingsFeature: Feature = {
  collections: [Bookings, YachtBlocks],
  tasks: [expireBookingHoldsTask, tellCustomerTask, importCalendarsTask],
}
