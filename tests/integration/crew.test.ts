import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { CREW_MESSAGES, type CrewDashboardView, type CrewProfileView, type MyCrewRequest } from '@cms/features/crew/contract/crew'
import type { User } from '@cms/payload-types'
import * as accept from '@site/pages/api/crew/answers/[id]/accept'
import * as dashboard from '@site/pages/api/crew/dashboard'
import * as showcase from '@site/pages/api/crew/index'
import * as profile from '@site/pages/api/crew/profile'
import * as requests from '@site/pages/api/crew/requests/index'
import * as answers from '@site/pages/api/crew/requests/[id]/answers'
import * as cancel from '@site/pages/api/crew/requests/[id]/cancel'
import { testPayload } from './support/payload'
import { portalApi, type SignedInMember, signedInMember } from './support/portalApi'

/** Crew profiles, requests and answers (issue "Community …"), on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>

type Member = SignedInMember
const member = (roles?: User['roles'], options?: { emailVerified?: boolean }) => signedInMember(payload, call, roles, options)

const today = () => marinaDayOf(new Date())
const aRequest = (overrides: Record<string, unknown> = {}) => ({
  wanted: 'crew',
  startDate: addDays(today(), 10),
  endDate: addDays(today(), 12),
  yachtType: 'sail-yacht',
  region: 'smallSea',
  message: 'Three days around Olkhon, a crew member who can cook.',
  ...overrides,
})
const ask = (who: Member, body: unknown) => call(requests, 'POST', { token: who.token, body })
const answer = (who: Member, requestId: number, message = 'I know the Small Sea well.') =>
  call(answers, 'POST', { token: who.token, params: { id: String(requestId) }, body: { message } })
const myRequests = async (who: Member) => (await call(requests, 'GET', { token: who.token })).json.requests as MyCrewRequest[]
const myRequest = async (who: Member, id: number) => {
  const found = (await myRequests(who)).find((one) => one.id === id)
  if (!found) throw new Error(`request ${id} is not among the member's`)
  return found
}
const dashboardOf = async (who: Member) => (await call(dashboard, 'GET', { token: who.token })).json as unknown as CrewDashboardView
const mailTo = async (email: string) => {
  await payload.jobs.run({ queue: 'bookings', limit: 500 })
  return (await payload.find({ collection: 'email-outbox', where: { to: { equals: email } }, sort: 'createdAt', limit: 20 })).docs
}

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
})

describe('crew profiles', () => {
  it('are kept by captains and crew members, one each, and shown only when they opt in', async () => {
    const captain = await member(['captain'])
    const body = { listed: false, experienceYears: 12, licences: ['IYT Master of Yachts'], languages: ['ru', 'en'], boatsSailed: ['Bavaria 46'], bio: 'Twelve seasons on Baikal.' }
    const saved = await Promise.all([call(profile, 'PUT', { token: captain.token, body }), call(profile, 'PUT', { token: captain.token, body })])
    expect(saved.map((one) => one.status)).toEqual([200, 200])
    expect((await payload.count({ collection: 'crew-profiles', where: { member: { equals: captain.user.id } }, overrideAccess: true })).totalDocs).toBe(1)
    const shown = async () => ((await call(showcase, 'GET')).json.profiles as CrewProfileView[]).filter((one) => one.bio === body.bio)
    expect(await shown()).toHaveLength(0)

    await call(profile, 'PUT', { token: captain.token, body: { ...body, listed: true } })
    expect(await shown()).toEqual([
      expect.objectContaining({ name: 'Test U.', role: 'captain', experienceYears: 12, licences: body.licences, languages: ['ru', 'en'], photoUrl: null }),
    ])
    expect(((await call(profile, 'GET', { token: captain.token })).json.profile as { listed: boolean }).listed).toBe(true)

    // Losing the crew role takes the profile off the showcase.
    await payload.update({ collection: 'users', id: captain.user.id, data: { roles: ['customer'] }, overrideAccess: true })
    expect(await shown()).toHaveLength(0)
  })

  it('refuse members without a crew role and bad values, at every door, writing nothing', async () => {
    const customer = await member()
    const refused = await call(profile, 'PUT', { token: customer.token, body: { experienceYears: 3, languages: ['ru'] } })
    expect(refused.status).toBe(403)
    await expect(
      payload.create({ collection: 'crew-profiles', data: { member: customer.user.id, experienceYears: 3, languages: ['ru'] }, overrideAccess: false, user: customer.user }),
    ).rejects.toThrow(CREW_MESSAGES.crewOnly)
    const deckhand = await member(['crew_member'])
    const bad = await call(profile, 'PUT', { token: deckhand.token, body: { experienceYears: 2.5, languages: [] } })
    expect(bad.json.errors).toEqual({ experienceYears: 'wholeNumber', languages: 'required' })
    await expect(
      payload.create({ collection: 'crew-profiles', data: { member: deckhand.user.id, experienceYears: 2.5, languages: ['ru'] }, overrideAccess: false, user: deckhand.user }),
    ).rejects.toThrow()
    expect((await payload.count({ collection: 'crew-profiles', where: { member: { in: [customer.user.id, deckhand.user.id] } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('crew requests', () => {
  it('are answered by the crew they ask for, accepted once, and everyone is told', async () => {
    const sailor = await member()
    const asked = await ask(sailor, aRequest())
    expect(asked.status).toBe(201)
    const requestId = asked.json.id as number

    const first = await member(['crew_member'])
    const second = await member(['captain'])
    const third = await member(['crew_member'])
    expect((await dashboardOf(first)).open.map((one) => one.id)).toContain(requestId)
    expect((await answer(first, requestId)).status).toBe(201)
    expect((await answer(second, requestId, 'A captain who also cooks.')).status).toBe(201)
    expect((await answer(third, requestId)).status).toBe(201)
    const again = await answer(first, requestId)
    expect(again.status).toBe(409)
    expect(again.json.error).toBe(CREW_MESSAGES.alreadyAnswered)
    expect((await dashboardOf(first)).open.map((one) => one.id)).not.toContain(requestId)

    const mine = await myRequest(sailor, requestId)
    expect(mine.answers.map((one) => [one.role, one.status, one.email])).toEqual([
      ['crew_member', 'pending', null],
      ['captain', 'pending', null],
      ['crew_member', 'pending', null],
    ])
    expect((await mailTo(sailor.user.email)).map((mail) => mail.subject)).toEqual(Array(3).fill('Отклик на ваш запрос экипажа'))

    // Two acceptances at once, of different answers: the request's lock lets one through.
    const [earliest, chosenAnswer, otherAnswer] = mine.answers
    const chosen = chosenAnswer!.id
    const other = otherAnswer!.id
    const decided = await Promise.all([
      call(accept, 'POST', { token: sailor.token, params: { id: String(chosen) } }),
      call(accept, 'POST', { token: sailor.token, params: { id: String(other) } }),
    ])
    expect(decided.map((one) => one.status).sort()).toEqual([200, 409])
    const winner = decided[0].status === 200 ? chosen : other

    const after = await myRequest(sailor, requestId)
    expect(after.status).toBe('filled')
    expect(after.answers.filter((one) => one.status === 'accepted').map((one) => one.id)).toEqual([winner])
    expect(after.answers.filter((one) => one.status === 'declined')).toHaveLength(2)
    expect(after.answers.find((one) => one.id === winner)?.email).toMatch(/@/)
    expect(
      (await payload.count({ collection: 'crew-answers', where: { and: [{ request: { equals: requestId } }, { status: { equals: 'accepted' } }] }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)

    const winnerMember = winner === chosen ? second : third
    const answered = (await dashboardOf(winnerMember)).answered.find((one) => one.id === requestId)
    expect(answered).toMatchObject({ status: 'filled', requesterEmail: sailor.user.email, myAnswer: { status: 'accepted' } })
    expect((await mailTo(winnerMember.user.email)).map((mail) => mail.subject)).toEqual(['Ваш отклик принят'])
    expect((await mailTo(first.user.email)).map((mail) => mail.subject)).toEqual(['Экипаж для запроса найден'])
    expect((await dashboardOf(first)).answered.find((one) => one.id === requestId)?.requesterEmail).toBeNull()

    // Filled: crew no longer see it, and no second acceptance.
    expect((await answer(await member(['crew_member']), requestId)).status).toBe(404)
    expect((await call(accept, 'POST', { token: sailor.token, params: { id: String(earliest!.id) } })).status).toBe(409)
  })

  it('are answered only by the role they ask for, never by the asker, and accepted only by the asker', async () => {
    const sailor = await member()
    const requestId = (await ask(sailor, aRequest({ wanted: 'captain' }))).json.id as number
    const deckhand = await member(['crew_member'])
    // A crew member does not even see a request for a captain.
    expect((await answer(deckhand, requestId)).status).toBe(404)
    expect((await dashboardOf(deckhand)).open.map((one) => one.id)).not.toContain(requestId)
    const customer = await member()
    expect((await answer(customer, requestId)).status).toBe(404)

    const captain = await member(['captain'])
    const own = (await ask(captain, aRequest({ wanted: 'captain' }))).json.id as number
    expect((await answer(captain, own)).json.error).toBe(CREW_MESSAGES.ownRequest)
    const answerId = (await answer(captain, requestId)).json.id as number

    const stranger = await member(['captain'])
    expect((await call(accept, 'POST', { token: stranger.token, params: { id: String(answerId) } })).status).toBe(404)
    expect((await call(accept, 'POST', { token: captain.token, params: { id: String(answerId) } })).json.error).toBe(CREW_MESSAGES.notRequester)
    // Local API as the answer's author: the status is not theirs to set.
    await expect(payload.update({ collection: 'crew-answers', id: answerId, data: { status: 'accepted' }, overrideAccess: false, user: captain.user })).rejects.toThrow(
      CREW_MESSAGES.notRequester,
    )
    expect((await payload.findByID({ collection: 'crew-answers', id: answerId, overrideAccess: true })).status).toBe('pending')
  })

  it('refuse past or reversed dates, unknown values and unconfirmed members, writing nothing', async () => {
    const sailor = await member()
    const before = (await payload.count({ collection: 'crew-requests', overrideAccess: true })).totalDocs
    expect((await ask(sailor, aRequest({ startDate: addDays(today(), -1) }))).json.error).toBe(CREW_MESSAGES.startInPast)
    expect((await ask(sailor, aRequest({ endDate: addDays(today(), 5) }))).json.errors).toEqual({ endDate: 'endBeforeStart' })
    expect((await ask(sailor, aRequest({ endDate: addDays(today(), 80) }))).json.error).toBe(CREW_MESSAGES.tooLong)
    expect((await ask(sailor, aRequest({ region: 'Atlantis', message: '' }))).json.errors).toEqual({ region: 'required', message: 'required' })
    expect((await ask(sailor, aRequest({ status: 'filled' }))).status).toBe(400)
    const unconfirmed = await member(['customer'], { emailVerified: false })
    expect((await ask(unconfirmed, aRequest())).json.code).toBe('verifyFirst')
    await expect(
      payload.create({
        collection: 'crew-requests',
        data: { ...aRequest({ startDate: addDays(today(), -3) }), requester: sailor.user.id, status: 'open' } as never,
        overrideAccess: false,
        user: sailor.user,
      }),
    ).rejects.toThrow(CREW_MESSAGES.startInPast)
    expect((await payload.count({ collection: 'crew-requests', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('are cancelled by their asker only while open, and nothing else of them changes', async () => {
    const sailor = await member()
    const requestId = (await ask(sailor, aRequest())).json.id as number
    const deckhand = await member(['crew_member'])
    expect((await call(cancel, 'POST', { token: deckhand.token, params: { id: String(requestId) } })).status).toBe(404)
    await expect(payload.update({ collection: 'crew-requests', id: requestId, data: { message: 'changed' }, overrideAccess: false, user: sailor.user })).rejects.toThrow(
      CREW_MESSAGES.onlyCancel,
    )
    expect((await call(cancel, 'POST', { token: sailor.token, params: { id: String(requestId) } })).json).toMatchObject({ status: 'cancelled' })
    expect((await call(cancel, 'POST', { token: sailor.token, params: { id: String(requestId) } })).status).toBe(409)
    expect((await answer(deckhand, requestId)).status).toBe(404)
    expect((await payload.findByID({ collection: 'crew-requests', id: requestId, overrideAccess: true })).message).toBe(aRequest().message)
  })
})
