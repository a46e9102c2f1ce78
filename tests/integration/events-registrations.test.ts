import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { REGISTRATION_MESSAGES, type ParticipantsView } from '@cms/features/events/contract/registrations'
import * as participants from '@site/pages/api/events/[id]/participants'
import * as registrations from '@site/pages/api/events/[id]/registrations/index'
import * as mine from '@site/pages/api/events/[id]/registrations/me'
import { makeEvent } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi, type SignedInMember, signedInMember } from './support/portalApi'

/** Event registration under contention (issue "Community …"), on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>

type Member = SignedInMember
const member = (options?: { emailVerified?: boolean }) => signedInMember(payload, call, ['customer'], options)
const registerAs = (who: Member, eventId: number, listed = false) => call(registrations, 'POST', { token: who.token, params: { id: String(eventId) }, body: { listed } })
const cancelAs = (who: Member, eventId: number) => call(mine, 'DELETE', { token: who.token, params: { id: String(eventId) } })
const viewAs = async (who: Member | null, eventId: number) =>
  (await call(participants, 'GET', { token: who?.token ?? null, params: { id: String(eventId) } })).json as unknown as ParticipantsView

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
})

describe('registering under contention', () => {
  it('gives 10 places to 50 members registering at once, waitlists the rest, and moves the first waitlisted up when someone cancels', async () => {
    const event = await makeEvent(payload, { places: 10 })
    const members: Member[] = []
    for (let index = 0; index < 50; index += 1) members.push(await member())
    const answers = await Promise.all(members.map((who) => registerAs(who, event.id)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201))
    const statuses = answers.map((answer) => answer.json.status)
    expect(statuses.filter((status) => status === 'registered')).toHaveLength(10)
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(40)
    expect(
      answers
        .map((answer) => answer.json.position)
        .filter(Boolean)
        .sort((a, b) => Number(a) - Number(b)),
    ).toEqual(Array.from({ length: 40 }, (_, index) => index + 1))
    const view = await viewAs(null, event.id)
    expect(view).toMatchObject({ count: 10, capacity: 10, waitlisted: 40, me: null })

    const firstWaiting = members[answers.findIndex((answer) => answer.json.position === 1)]!
    const secondWaiting = members[answers.findIndex((answer) => answer.json.position === 2)]!
    const leaving = members[answers.findIndex((answer) => answer.json.status === 'registered')]!
    expect((await cancelAs(leaving, event.id)).status).toBe(200)
    expect((await viewAs(firstWaiting, event.id)).me).toMatchObject({ status: 'registered', position: null })
    expect((await viewAs(secondWaiting, event.id)).me).toMatchObject({ status: 'waitlisted', position: 1 })
    expect(await viewAs(leaving, event.id)).toMatchObject({ count: 10, waitlisted: 39, me: null })
    expect((await cancelAs(leaving, event.id)).status).toBe(404)

    await payload.jobs.run({ queue: 'bookings', limit: 50 })
    const told = await payload.find({ collection: 'email-outbox', where: { to: { equals: firstWaiting.user.email } }, overrideAccess: true })
    expect(told.docs.map((mail) => mail.subject)).toEqual([`Освободилось место: ${event.title}`])
  })

  it('keeps one live registration per member, even for two requests at once', async () => {
    const event = await makeEvent(payload, { places: 5 })
    const who = await member()
    const twice = await Promise.all([registerAs(who, event.id), registerAs(who, event.id)])
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409])
    const again = await registerAs(who, event.id)
    expect(again.status).toBe(409)
    expect(again.json.error).toBe(REGISTRATION_MESSAGES.alreadyRegistered)
    // Cancelled, they may register again.
    expect((await cancelAs(who, event.id)).status).toBe(200)
    expect((await registerAs(who, event.id)).status).toBe(201)
  })
})

describe('who may register, and what the public sees', () => {
  it('refuses guests, unconfirmed addresses, and events that have started or are not published', async () => {
    const event = await makeEvent(payload)
    expect((await call(registrations, 'POST', { params: { id: String(event.id) }, body: {} })).status).toBe(401)
    const unconfirmed = await registerAs(await member({ emailVerified: false }), event.id)
    expect(unconfirmed.status).toBe(403)
    const started = await makeEvent(payload, { daysAhead: -1 })
    const closed = await registerAs(await member(), started.id)
    expect(closed.status).toBe(409)
    expect(closed.json.error).toBe(REGISTRATION_MESSAGES.eventClosed)
    expect((await registerAs(await member(), 99_999_999)).status).toBe(409)
    expect((await call(participants, 'GET', { params: { id: '99999999' } })).status).toBe(404)
  })

  it('names only those who agreed to be listed, as first name and initial', async () => {
    const event = await makeEvent(payload)
    const shown = await member()
    await payload.update({ collection: 'users', id: shown.user.id, data: { firstName: 'Марина', lastName: 'Байкальская' }, overrideAccess: true })
    expect((await registerAs(shown, event.id, true)).status).toBe(201)
    expect((await registerAs(await member(), event.id, false)).status).toBe(201)
    const view = await viewAs(null, event.id)
    expect(view).toMatchObject({ count: 2, names: ['Марина Б.'] })
    expect(JSON.stringify(view)).not.toContain('@')
  })

  it('holds its rules at the collection: a member cannot take a place for someone else, jump the queue or touch another’s registration', async () => {
    const event = await makeEvent(payload, { places: 1 })
    const first = await member()
    const second = await member()
    const other = await member()
    const as = (who: Member) => ({ collection: 'event-registrations', user: who.user, overrideAccess: false, depth: 0 }) as const
    // The fee and what it owes are the event's to say, not the request's.
    const own = await payload.create({ ...as(first), data: { event: event.id, member: other.user.id, status: 'registered', language: 'ru', fee: 1, paymentStatus: 'paid' } })
    expect(own).toMatchObject({ member: first.user.id, status: 'registered', fee: 0, paymentStatus: 'none' })
    const waiting = await payload.create({ ...as(second), data: { event: event.id, member: second.user.id, status: 'registered', language: 'ru', fee: 0, paymentStatus: 'none' } })
    expect(waiting.status).toBe('waitlisted')
    await expect(payload.update({ ...as(second), id: waiting.id, data: { status: 'registered' } })).rejects.toMatchObject({ status: 409 })
    await expect(payload.update({ ...as(other), id: own.id, data: { status: 'cancelled' } })).rejects.toMatchObject({ status: 403 })
    expect((await payload.findByID({ collection: 'event-registrations', id: own.id, overrideAccess: true })).status).toBe('registered')
  })
})
