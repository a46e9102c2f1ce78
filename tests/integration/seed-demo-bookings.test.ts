import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_OWNER_EMAIL, DEMO_SAILOR_EMAIL, seedDemoBookings } from '@cms/seed/demoBookings'
import { DEMO_CAPTAIN_EMAIL, DEMO_CREW_EMAIL } from '@cms/seed/demoCrew'
import { DEMO_SERVICE_COMPANY_EMAIL } from '@cms/seed/demoServiceCompany'
import type { ServiceCompanyDashboardView } from '@cms/features/serviceOrders/contract/serviceOrders'
import type { CrewDashboardView, CrewProfileView, MyCrewRequest } from '@cms/features/crew/contract/crew'
import * as bookings from '@site/pages/api/bookings/index'
import * as crewDashboard from '@site/pages/api/crew/dashboard'
import * as showcase from '@site/pages/api/crew/index'
import * as crewRequests from '@site/pages/api/crew/requests/index'
import * as login from '@site/pages/api/login'
import * as overview from '@site/pages/api/owner/overview'
import * as serviceDashboard from '@site/pages/api/service-company/dashboard'
import { testPayload } from './support/payload'
import { useSeededDatabase } from './support/seededDatabase'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'

/** A fresh portal's demonstration accounts and their bookings in every state. */
let payload: Payload
let call: ReturnType<typeof portalApi>
const PASSWORD = 'Demo#Sailing2026'

beforeAll(async () => {
  await useSeededDatabase()
  payload = await testPayload()
  call = portalApi(payload)
})

const signIn = async (email: string) => (await call(login, 'POST', { body: { email, password: PASSWORD }, address: newAddress() })).token as string

describe('the demonstration bookings', () => {
  it('give the sailor a booking in every tab and the owner a request to answer, once', async () => {
    expect(await seedDemoBookings(payload, PASSWORD)).toEqual({
      owner: DEMO_OWNER_EMAIL,
      sailor: DEMO_SAILOR_EMAIL,
      captain: DEMO_CAPTAIN_EMAIL,
      crew: DEMO_CREW_EMAIL,
      serviceCompany: DEMO_SERVICE_COMPANY_EMAIL,
    })
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
  it('give the crew showcase two profiles, and the sailor an open request for crew with an answer waiting', async () => {
    const profiles = (await call(showcase, 'GET')).json.profiles as CrewProfileView[]
    // Other files' profiles may share the database: the demo's two, most experienced first.
    expect(profiles.filter((profile) => ['Игорь Ш.', 'Марина Л.'].includes(profile.name)).map((profile) => [profile.name, profile.role])).toEqual([
      ['Игорь Ш.', 'captain'],
      ['Марина Л.', 'crew_member'],
    ])
    const [request] = (await call(crewRequests, 'GET', { token: await signIn(DEMO_SAILOR_EMAIL) })).json.requests as MyCrewRequest[]
    expect(request).toMatchObject({ status: 'open', wanted: 'crew', answers: [{ name: 'Марина Л.', status: 'pending' }] })
    const captain = (await call(crewDashboard, 'GET', { token: await signIn(DEMO_CAPTAIN_EMAIL) })).json as unknown as CrewDashboardView
    expect(captain.open.map((open) => open.id)).toContain(request?.id)
  })
  it('give the service company the coming charter’s services to take and the past one’s catering done', async () => {
    const view = (await call(serviceDashboard, 'GET', { token: await signIn(DEMO_SERVICE_COMPANY_EMAIL) })).json as unknown as ServiceCompanyDashboardView
    expect(view.services).toEqual(['catering', 'water-equipment'])
    // Other files' orders may be open in the shared database too.
    expect(
      view.open
        .filter((order) => order.yacht === 'Angara')
        .map((order) => order.service)
        .sort(),
    ).toEqual(['catering', 'water-equipment'])
    expect(view.mine).toEqual([expect.objectContaining({ service: 'catering', status: 'done', contact: expect.objectContaining({ email: DEMO_SAILOR_EMAIL }) })])
  })
})
