import { describe, expect, it } from 'vitest'

import type { BookingView } from '@cms/features/bookings/contract/bookings'
import { clientsOf } from '@site/features/bookings/TravelManagerDashboard'

const booking = (id: number, contactEmail: string, contactName: string, mine = true): BookingView =>
  ({ id, mine, contactEmail, contactName, contactPhone: '+7 900 000-00-00' }) as BookingView

describe('a travel manager’s clients', () => {
  it('are the contacts of the manager’s own bookings other than themselves, by address, in name order', () => {
    const clients = clientsOf(
      [
        booking(1, 'Zoya@example.test', 'Zoya'),
        booking(2, 'me@agency.test', 'Me'),
        booking(3, 'anna@example.test', 'Anna'),
        booking(4, 'zoya@example.test', 'Zoya'),
        booking(5, 'x@example.test', 'X', false),
      ],
      'ME@agency.test',
    )
    expect(clients.map((client) => [client.name, client.bookings.map((one) => one.id)])).toEqual([
      ['Anna', [3]],
      ['Zoya', [1, 4]],
    ])
  })
})
