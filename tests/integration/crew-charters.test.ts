import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { CREW_MESSAGES, type CrewDashboardView } from '@cms/features/crew/contract/crew'
import type { User, Yacht } from '@cms/payload-types'
import * as oneBooking from '@site/pages/api/bookings/[id]'
import * as crewOff from '@site/pages/api/bookings/[id]/crew/[userId]'
import * as crewOn from '@site/pages/api/bookings/[id]/crew/index'
import * as bookings from '@site/pages/api/bookings/index'
import * as dashboard from '@site/pages/api/crew/dashboard'
import * as overview from '@site/pages/api/owner/overview'
import { makeImage, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi, type SignedInMember, signedInMember } from './support/portalApi'

/** An owner puts crew on a charter; the crew then see it (issue "Booking and payments": /crew/dashboard), on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let owner: SignedInMember
let yacht: Yacht
const member = (roles?: User['roles']) => signedInMember(payload, call, roles)

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  owner = await member(['owner'])
  yacht = await payload.create({
    collection: 'yachts',
    data: { ...yachtData(await makeImage(payload)), name: 'Crewed Charter', owner: owner.user.id, _status: 'published' },
    overrideAccess: true,
    context: quiet,
  })
})

async function aCharter(offset: number) {
  const customer = await member()
  const start = addDays(marinaDayOf(new Date()), offset)
  const booked = await call(bookings, 'POST', {
    token: customer.token,
    body: {
      yachtId: yacht.id,
      startDate: start,
      endDate: addDays(start, 1),
      guests: 2,
      contactName: 'Ирина Озёрная',
      contactEmail: 'irina@test.local',
      contactPhone: '+7 900 222-33-44',
    },
  })
  expect(booked.status).toBe(201)
  return { id: booked.json.id as number, customer }
}

describe('a charter’s crew', () => {
  it('is put on by the yacht’s owner, sees the charter on the crew dashboard and its booking, and is taken off again', async () => {
    const charter = await aCharter(30)
    const captain = await member(['captain'])
    const put = await call(crewOn, 'POST', { token: owner.token, params: { id: String(charter.id) }, body: { email: captain.user.email.toUpperCase() } })
    expect(put.status).toBe(200)
    expect(put.json.crew).toEqual([captain.user.id])
    const owned = (await call(overview, 'GET', { token: owner.token })).json as { crew: Record<string, { email: string }[]> }
    expect(owned.crew[String(charter.id)]?.map((one) => one.email)).toEqual([captain.user.email])

    const view = (await call(dashboard, 'GET', { token: captain.token })).json as unknown as CrewDashboardView
    expect(view.charters).toEqual([expect.objectContaining({ bookingId: charter.id, yacht: 'Crewed Charter', contactName: 'Ирина Озёрная', guests: 2 })])
    expect((await call(oneBooking, 'GET', { token: captain.token, params: { id: String(charter.id) } })).status).toBe(200)
    // Seeing is not changing: crew cannot cancel the customer's charter.
    await expect(payload.update({ collection: 'bookings', id: charter.id, data: { status: 'cancelled' }, overrideAccess: false, user: captain.user })).rejects.toThrow()

    const off = await call(crewOff, 'DELETE', { token: owner.token, params: { id: String(charter.id), userId: String(captain.user.id) } })
    expect(off.json.crew).toEqual([])
    expect(((await call(dashboard, 'GET', { token: captain.token })).json as unknown as CrewDashboardView).charters).toEqual([])
    expect((await call(oneBooking, 'GET', { token: captain.token, params: { id: String(charter.id) } })).status).toBe(404)
  })

  it('holds only captains and crew members, put on by the owner alone, at every door', async () => {
    const charter = await aCharter(40)
    const customerEmail = (await member()).user.email
    const notCrew = await call(crewOn, 'POST', { token: owner.token, params: { id: String(charter.id) }, body: { email: customerEmail } })
    expect(notCrew.status).toBe(400)
    expect(notCrew.json.error).toBe(CREW_MESSAGES.noSuchCrew)
    expect((await call(crewOn, 'POST', { token: owner.token, params: { id: String(charter.id) }, body: { email: 'nobody@test.local' } })).json.error).toBe(CREW_MESSAGES.noSuchCrew)

    const deckhand = await member(['crew_member'])
    // The customer sees the booking but does not crew it; a stranger does not even see it.
    const byCustomer = await call(crewOn, 'POST', { token: charter.customer.token, params: { id: String(charter.id) }, body: { email: deckhand.user.email } })
    expect(byCustomer.status).toBe(403)
    expect(byCustomer.json.error).toBe(CREW_MESSAGES.ownerOnly)
    expect((await call(crewOn, 'POST', { token: deckhand.token, params: { id: String(charter.id) }, body: { email: deckhand.user.email } })).status).toBe(404)
    await expect(
      payload.update({ collection: 'bookings', id: charter.id, data: { crew: [deckhand.user.id] }, overrideAccess: false, user: charter.customer.user }),
    ).rejects.toThrow(CREW_MESSAGES.ownerOnly)
    expect((await payload.findByID({ collection: 'bookings', id: charter.id, depth: 0, overrideAccess: true })).crew ?? []).toEqual([])
  })
  it('keeps both of two people put on the same charter at once (the change is made under the booking’s lock)', async () => {
    const charter = await aCharter(50)
    const [captain, deckhand] = await Promise.all([member(['captain']), member(['crew_member'])])
    const answers = await Promise.all(
      [captain, deckhand].map((one) => call(crewOn, 'POST', { token: owner.token, params: { id: String(charter.id) }, body: { email: one.user.email } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const crew = (await payload.findByID({ collection: 'bookings', id: charter.id, depth: 0, overrideAccess: true })).crew ?? []
    expect([...crew].sort()).toEqual([captain.user.id, deckhand.user.id].sort())
  })
})
