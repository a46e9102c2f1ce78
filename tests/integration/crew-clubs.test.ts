import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CLUB_MESSAGES, type ClubView } from '@cms/features/crew/contract/clubs'
import type { User } from '@cms/payload-types'
import * as club from '@site/pages/api/club/index'
import * as membership from '@site/pages/api/club/membership'
import * as confirm from '@site/pages/api/club/memberships/[id]/confirm'
import { testPayload } from './support/payload'
import { portalApi, type SignedInMember, signedInMember } from './support/portalApi'

/** The sailing club's categories (issue "Community …"), on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>

type Member = SignedInMember
const member = (roles?: User['roles'], options?: { emailVerified?: boolean }) => signedInMember(payload, call, roles, options)
const joinAs = (who: Member, body: unknown) => call(membership, 'PUT', { token: who.token, body })
const viewAs = async (who: Member | null) => (await call(club, 'GET', { token: who?.token ?? null })).json as unknown as ClubView

let admin: Member

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  admin = await member(['admin'])
})

describe('joining the club', () => {
  it('puts a member in one category at a time, lists their name only if they agree, and lets them leave', async () => {
    const before = await viewAs(null)
    const fan = await member()
    const joined = await joinAs(fan, { category: 'fans', listed: true })
    expect(joined.status).toBe(200)
    expect(joined.json).toMatchObject({ category: 'fans', status: 'active', listed: true })
    const quiet = await member()
    await joinAs(quiet, { category: 'fans' })

    const seen = await viewAs(null)
    expect(seen.counts.fans).toBe(before.counts.fans + 2)
    expect(seen.members.fans.filter((name) => name === 'Test U.')).toHaveLength(before.members.fans.filter((name) => name === 'Test U.').length + 1)
    expect(seen.me).toBeNull()
    expect(seen.pending).toBeUndefined()

    // Moving is changing the one membership; two requests at once still leave one.
    const moves = await Promise.all([joinAs(fan, { category: 'voyagers', listed: false }), joinAs(fan, { category: 'voyagers', listed: false })])
    expect(moves.map((answer) => answer.status)).toEqual([200, 200])
    expect((await payload.count({ collection: 'club-memberships', where: { member: { equals: fan.user.id } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await viewAs(fan)).me).toMatchObject({ category: 'voyagers', listed: false })

    expect((await call(membership, 'DELETE', { token: fan.token })).status).toBe(200)
    expect((await call(membership, 'DELETE', { token: fan.token })).json.error).toBe(CLUB_MESSAGES.notMember)
    expect((await viewAs(fan)).me).toBeNull()
  })

  it('holds even two first joins at once to one membership', async () => {
    const eager = await member()
    const answers = await Promise.all([joinAs(eager, { category: 'fans' }), joinAs(eager, { category: 'voyagers' })])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect((await payload.count({ collection: 'club-memberships', where: { member: { equals: eager.user.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('refuses guests, unconfirmed members and unknown categories, writing nothing', async () => {
    expect((await call(membership, 'PUT', { body: { category: 'fans' } })).status).toBe(401)
    const unconfirmed = await member(['customer'], { emailVerified: false })
    expect((await joinAs(unconfirmed, { category: 'fans' })).json.error).toBe(CLUB_MESSAGES.verifyFirst)
    const someone = await member()
    expect((await joinAs(someone, { category: 'admirals' })).json.errors).toEqual({ category: 'required' })
    expect((await joinAs(someone, { category: 'fans', status: 'active' })).status).toBe(400)
    expect((await payload.count({ collection: 'club-memberships', where: { member: { in: [unconfirmed.user.id, someone.user.id] } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('captains', () => {
  it('need the captain role and an admin’s confirmation, at every door', async () => {
    const customer = await member()
    const refused = await joinAs(customer, { category: 'captains' })
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe(CLUB_MESSAGES.captainRoleRequired)

    const captain = await member(['captain'])
    const waiting = await joinAs(captain, { category: 'captains', listed: true })
    expect(waiting.json).toMatchObject({ category: 'captains', status: 'pending' })
    const id = Number(waiting.json.id)
    // A member cannot confirm themselves through the collection.
    await payload.update({ collection: 'club-memberships', id, data: { status: 'active' }, user: captain.user, overrideAccess: false })
    expect((await payload.findByID({ collection: 'club-memberships', id, overrideAccess: true })).status).toBe('pending')
    const bell = await payload.db.pool.query(`SELECT title FROM notifications WHERE metadata->>'template' = 'clubCaptainPending' AND (metadata->>'userId')::int = $1`, [
      captain.user.id,
    ])
    expect(bell.rows).toEqual([{ title: 'Капитан ждёт подтверждения' }])

    const forAdmin = await viewAs(admin)
    expect(forAdmin.pending?.map((row) => row.id)).toContain(id)
    expect((await call(confirm, 'POST', { token: captain.token, params: { id: String(id) } })).status).toBe(403)
    const confirmed = await call(confirm, 'POST', { token: admin.token, params: { id: String(id) } })
    expect(confirmed.json).toMatchObject({ status: 'active' })
    expect((await call(confirm, 'POST', { token: admin.token, params: { id: String(id) } })).status).toBe(409)
    expect((await payload.findByID({ collection: 'club-memberships', id, overrideAccess: true, depth: 0 })).confirmedBy).toBe(admin.user.id)

    // Changing only the listing keeps the confirmation; leaving the captains and coming back waits again.
    expect((await joinAs(captain, { category: 'captains', listed: false })).json).toMatchObject({ status: 'active' })
    await joinAs(captain, { category: 'fans' })
    expect((await joinAs(captain, { category: 'captains' })).json).toMatchObject({ status: 'pending' })
  })
})
