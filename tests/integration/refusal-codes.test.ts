import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MESSAGES } from '@cms/core/contract/messages'
import { RATE_LIMITS } from '@cms/core/rateLimits'
import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { COMMENT_MESSAGES, type CommentView } from '@cms/features/content/contract/comments'
import { REGISTRATION_MESSAGES } from '@cms/features/events/contract/registrations'
import type { Yacht } from '@cms/payload-types'
import * as bookings from '@site/pages/api/bookings/index'
import * as bookingById from '@site/pages/api/bookings/[id]'
import * as report from '@site/pages/api/comments/[id]/report'
import * as concierge from '@site/pages/api/concierge'
import * as crewRequests from '@site/pages/api/crew/requests/index'
import * as discussion from '@site/pages/api/events/[id]/comments'
import * as registrations from '@site/pages/api/events/[id]/registrations/index'
import * as login from '@site/pages/api/login'
import { makeEvent, makeImage, makeUser, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi, signedInMember } from './support/portalApi'
import { newAddress } from './support/rest'

/**
 * Every refusal of the portal API names a stable `code` beside its words (issue "One home per
 * feature", item 5): the route factory's own, a route's, what a collection hook throws, and the
 * limits, on real PostgreSQL. The islands decide by these codes alone.
 */
let payload: Payload
let call: ReturnType<typeof portalApi>
let yacht: Yacht
const day = (offset: number) => addDays(marinaDayOf(new Date()), offset)

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  const owner = await makeUser(payload, ['owner'])
  yacht = await payload.create({
    collection: 'yachts',
    data: { ...yachtData(await makeImage(payload)), capacity: 8, minimumDays: 1, owner: owner.id, _status: 'published' },
    overrideAccess: true,
    context: quiet,
  })
})

const booking = (startOffset: number) => ({
  yachtId: yacht.id,
  startDate: day(startOffset),
  endDate: day(startOffset + 1),
  guests: 2,
  contactName: 'Анна Морская',
  contactEmail: 'anna@test.local',
  contactPhone: '+7 900 000-00-00',
})

describe('the route factory’s refusals', () => {
  it('names a guest’s call to a member route notSignedIn (401)', async () => {
    const answer = await call(crewRequests, 'POST', { body: {} })
    expect(answer).toMatchObject({ status: 401, json: { error: MESSAGES.notSignedIn, code: 'notSignedIn' } })
  })

  it('names an unconfirmed member’s booking verifyFirst (403), in the shared words or the feature’s own', async () => {
    const unconfirmed = await signedInMember(payload, call, ['customer'], { emailVerified: false })
    const booked = await call(bookings, 'POST', { token: unconfirmed.token, body: booking(40) })
    expect(booked).toMatchObject({ status: 403, json: { error: MESSAGES.verifyFirst, code: 'verifyFirst' } })
    const event = await makeEvent(payload)
    const registered = await call(registrations, 'POST', { token: unconfirmed.token, params: { id: String(event.id) }, body: {} })
    expect(registered).toMatchObject({ status: 403, json: { error: REGISTRATION_MESSAGES.verifyFirst, code: 'verifyFirst' } })
  })

  it('names a body that is no JSON, one its schema refuses (with each field’s code), a row id that is none, and a wrong method', async () => {
    const member = await signedInMember(payload, call)
    const notJson = await call(bookings, 'POST', { token: member.token, raw: 'yacht please', contentType: 'text/plain' })
    expect(notJson).toMatchObject({ status: 415, json: { error: MESSAGES.notJson, code: 'notJson' } })
    const invalid = await call(bookings, 'POST', { token: member.token, body: { ...booking(42), guests: 0 } })
    expect(invalid).toMatchObject({ status: 400, json: { code: 'invalid', errors: { guests: expect.any(String) } } })
    const noRow = await call(bookingById, 'GET', { token: member.token, params: { id: 'abc' } })
    expect(noRow).toMatchObject({ status: 404, json: { error: MESSAGES.notFound, code: 'notFound' } })
    const wrongMethod = await call(bookings, 'DELETE', { token: member.token })
    expect(wrongMethod).toMatchObject({ status: 405, json: { code: 'methodNotAllowed' } })
  })

  it('keeps the two answers spec 7 pins whole without a code: another site’s request and a wrong password', async () => {
    const foreign = await call(login, 'POST', { body: { username: 'a@b.cd', password: 'whatever' }, headers: { origin: 'https://evil.example' } })
    expect(foreign).toMatchObject({ status: 403, json: { error: MESSAGES.foreignOrigin } })
    expect(foreign.json).not.toHaveProperty('code')
  })
})

describe('a route’s and a collection’s refusals', () => {
  it('names days another booking holds datesTaken (409), with the nearest free ones', async () => {
    const first = await signedInMember(payload, call)
    const second = await signedInMember(payload, call)
    expect((await call(bookings, 'POST', { token: first.token, body: booking(50) })).status).toBe(201)
    const taken = await call(bookings, 'POST', { token: second.token, body: booking(50) })
    expect(taken).toMatchObject({ status: 409, json: { error: MESSAGES.datesTaken, code: 'datesTaken', nearest: expect.any(Array) } })
  })

  it('carries the code a collection hook’s refusal holds (a report of one’s own comment: ownComment)', async () => {
    const event = await makeEvent(payload)
    const author = await signedInMember(payload, call)
    const posted = await call(discussion, 'POST', { token: author.token, params: { id: String(event.id) }, body: { body: 'Ветер 12 узлов' } })
    expect(posted.status).toBe(201)
    const { id } = posted.json as unknown as CommentView
    const reported = await call(report, 'POST', { token: author.token, params: { id: String(id) }, body: { reason: 'spam' } })
    expect(reported).toMatchObject({ status: 400, json: { error: COMMENT_MESSAGES.ownComment, code: 'ownComment' } })
  })

  it('names a visitor over a limit tooManyAttempts (429), with Retry-After', async () => {
    const address = newAddress()
    const inquiry = (n: number) => ({
      name: 'Ирина Волкова',
      email: `codes-${Date.now()}-${n}@concierge.test`,
      service: 'transfer',
      from: day(30),
      to: day(33),
      guests: '6',
      message: 'Встретить в аэропорту Иркутска.',
      language: 'ru',
    })
    for (let n = 0; n < RATE_LIMITS.lead.limit; n += 1) expect((await call(concierge, 'POST', { body: inquiry(n), address })).status).toBe(201)
    const limited = await call(concierge, 'POST', { body: inquiry(RATE_LIMITS.lead.limit), address })
    expect(limited).toMatchObject({ status: 429, json: { code: 'tooManyAttempts' } })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
