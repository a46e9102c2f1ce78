import type { Feature } from '@cms/core/feature'

import { Bookings } from './collections/Bookings'
import { YachtBlocks } from './collections/YachtBlocks'
import { expireBookingHoldsTask } from './jobs/expireBookingHoldsTask'
import { tellCustomerTask } from './jobs/tellCustomerTask'
import { importCalendarsTask } from './jobs/importCalendarsTask'
import { bookingPayable } from './payable'

/** Charters: booking a yacht or a trip, holds and requests, owners’ blocks and calendars, the customer’s notices. */
export const bookingsFeature: Feature = {
  payables: [bookingPayable],
  collections: [Bookings, YachtBlocks],
  tasks: [expireBookingHoldsTask, tellCustomerTask, importCalendarsTask],
}
