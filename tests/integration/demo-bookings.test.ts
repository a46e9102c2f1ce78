import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_OWNER_EMAIL, DEMO_SAILOR_EMAIL, seedDemoBookings } from '../../cms/seed/demoBookings'
import { seed } from '../../cms/seed/run'
import * as bookings from '../../site/src/pages/api/bookings/index'
import * as login from '../../site/src/pages/api/login'
import * as overview from '../../site/src/pages/api/owner/overview'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'

/** A fresh portal's demonstration accounts and their bookings in every state. */
let payload: Payload
let call: ReturnType<typeof portalApi>
const PASSWORD = 'Demo#Sailing2026'

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  await seed(payload)
})

const signIn = async (email: string) => (await call(login, 'POST', { body: { email, password: PASSWORD }, address: newAddress() })).token as string

describe('the demonstration bookings', () => {
  it('give the sailor a booking in every tab and the owner a request to answer, once', async () => {
    expect(await seedDemoBookings(payload, PASSWORD)).toEqual({ owner: DEMO_OWNER_EMAIL, sailor: DEMO_SAILOR_EMAIL })
    expect(await seedDemoBookings(payload, PASSWORD)).toBeNull()
    const sailor = await signIn(DEMO_SAILOR_EMAIL)
    const tab = async (name: string) =>
      ((await call(bookings, 'GET', { query: `?tab=${name}`, token: sailor })).json.docs as { status: string; paymentStatus: string }[]).map(
        (booking) => `${booking.status}/${booking.paymentStatus}`,
      )
    expect(await tab('upcoming')).toEqual(['confirmed/paid', 'pending/unpaid', 'confirmed/unpaid'])
    expect(await tab('past')).toEqual(['completed/paid'])
    expect(await tab('cancelled')).toEqual(['cancelled/refunded'])
    const owner = (await call(overview, 'GET', { token: await signIn(DEMO_OWNER_EMAIL) })).json as { yachts: unknown[]; requests: unknown[]; earnings: unknown[] }
    expect(owner.yachts).toHaveLength(2)
    expect(owner.requests).toHaveLength(1)
    expect(owner.earnings.length).toBeGreaterThan(0)
  })
})
