import type { ComponentProps } from 'react'

import type BookingFlow from '@site/features/bookings/BookingFlow'

/** A yacht as its page hands it to the booking island (BookingFlow), for the tests that render the island. */
export const bookableYacht: ComponentProps<typeof BookingFlow>['yacht'] = {
  id: 1,
  name: 'Baikal Star',
  capacity: 8,
  minimumDays: 2,
  bookingMode: 'instant',
  pricePerDay: 45_000,
  captain: 'optional',
  captainPricePerDay: 8_000,
  waterEquipmentPricePerDay: null,
  pricePeriods: [],
  policy: 'Flexible',
}
