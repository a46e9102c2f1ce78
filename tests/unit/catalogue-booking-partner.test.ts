import { describe, expect, it } from 'vitest'

import { DEFAULT_BOOKING_PARTNER_URL, partnerLink } from '@cms/features/catalogue/contract/bookingPartner'

describe('the booking partner hand-off', () => {
  it('carries the dates and guests into the configured address, encoded', () => {
    expect(partnerLink(DEFAULT_BOOKING_PARTNER_URL, { from: '2027-07-01', to: '2027-07-03', guests: 6 })).toBe(
      'https://www.boataround.com/search?destinations=lake-baikal&checkIn=2027-07-01&checkOut=2027-07-03&guests=6',
    )
    expect(partnerLink('https://partner.test/{from}/{to}?g={guests}&again={guests}', { from: 'a b', to: 'c&d', guests: 2 })).toBe('https://partner.test/a%20b/c%26d?g=2&again=2')
  })
})
