import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { AdminUserPage } from '@cms/features/admin/contract/adminUsers'
import type { AuditEntryView } from '@cms/features/admin/contract/audit'
import { MESSAGES } from '@cms/core/contract/messages'
import type { User } from '@cms/payload-types'
import * as auditLog from '@site/pages/api/admin/audit-log'
import * as userById from '@site/pages/api/admin/users/[id]'
import * as users from '@site/pages/api/admin/users/index'
import * as login from '@site/pages/api/login'
import * as currentUser from '@site/pages/api/user'
import { makeUser } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'

/** The admin dashboard's users tab (issue "… the admin dashboard …"): search, roles, lock and unlock, and the audit log, on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let admin: User
let adminToken: string
const signIn = (email: string) => call(login, 'POST', { body: { email, password: 'Str0ng!pass' }, address: newAddress() })
const tokenOf = async (user: User) => (await signIn(user.email)).token as string
const patch = (id: number, body: unknown, token = adminToken) => call(userById, 'PATCH', { params: { id: String(id) }, body, token })
const auditOf = async (id: number) => (await call(auditLog, 'GET', { query: `?userId=${id}`, token: adminToken })).json as unknown as AuditEntryView[]

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  admin = await makeUser(payload, ['admin'])
  adminToken = await tokenOf(admin)
})

describe('the users tab', () => {
  it('finds accounts by words of their name or email, 20 a page; members and guests are refused', async () => {
    const found = await makeUser(payload, ['customer'])
    await payload.update({ collection: 'users', id: found.id, data: { firstName: 'Ангелина', lastName: 'Шаманская' }, overrideAccess: true })
    const answer = await call(users, 'GET', { query: '?q=ангелина%20шаман', token: adminToken })
    expect(answer.status).toBe(200)
    const page = answer.json as unknown as AdminUserPage
    expect(page.docs.map((user) => user.id)).toEqual([found.id])
    expect(page.docs[0]).toMatchObject({ email: found.email, roles: ['customer'], emailVerified: true, locked: false })
    expect(page.docs[0]).not.toHaveProperty('hash')
    const everyone = (await call(users, 'GET', { token: adminToken })).json as unknown as AdminUserPage
    expect(everyone.docs.length).toBeLessThanOrEqual(20)
    expect(everyone.totalDocs).toBeGreaterThanOrEqual(2)
    expect((await call(users, 'GET', { query: '?page=0', token: adminToken })).status).toBe(400)
    expect((await call(users, 'GET', { query: '?sort=hash', token: adminToken })).status).toBe(400)
    expect((await call(users, 'GET', { token: await tokenOf(found) })).status).toBe(403)
    expect((await call(users, 'GET', {})).status).toBe(401)
    expect((await call(auditLog, 'GET', { token: await tokenOf(found) })).status).toBe(403)
  })

  it('changes an account’s roles, and the audit log says who did it', async () => {
    const member = await makeUser(payload, ['customer'])
    const changed = await patch(member.id, { roles: ['customer', 'captain'] })
    expect(changed.status).toBe(200)
    expect(changed.json).toMatchObject({ id: member.id, roles: ['customer', 'captain'] })
    const [entry] = await auditOf(member.id)
    expect(entry).toMatchObject({ action: 'roles-changed', actorId: admin.id, targetUserId: member.id, actorName: `${admin.firstName} ${admin.lastName}` })
    expect(entry?.summary).toContain('customer → customer, captain')
  })

  it('locks an account: its sessions end and it cannot sign in; unlocked, it can', async () => {
    const member = await makeUser(payload, ['customer'])
    const token = await tokenOf(member)
    expect((await call(currentUser, 'GET', { token })).status).toBe(200)

    expect((await patch(member.id, { locked: true })).json).toMatchObject({ locked: true })
    expect((await call(currentUser, 'GET', { token })).status).toBe(401)
    const refused = await signIn(member.email)
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe(MESSAGES.accountSuspended)
    expect(refused.token).toBeNull()

    expect((await patch(member.id, { locked: false })).json).toMatchObject({ locked: false })
    expect((await signIn(member.email)).status).toBe(200)
    expect((await auditOf(member.id)).map((entry) => entry.action)).toEqual(['account-unlocked', 'account-locked'])
  })

  it('refuses to let an admin lock themselves out or drop their own admin role, and changes nothing', async () => {
    const locked = await patch(admin.id, { locked: true })
    expect(locked.status).toBe(400)
    expect(locked.json.error).toBe(MESSAGES.cannotLockYourself)
    const demoted = await patch(admin.id, { roles: ['customer'] })
    expect(demoted.status).toBe(400)
    expect(demoted.json.error).toBe(MESSAGES.cannotDropOwnAdmin)
    expect(await payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true })).toMatchObject({ locked: false, roles: ['admin'] })
    expect(await auditOf(admin.id)).toEqual([])
    // Another admin may.
    const other = await makeUser(payload, ['admin'])
    expect((await patch(admin.id, { roles: ['admin', 'editor'] }, await tokenOf(other))).status).toBe(200)
  })

  it('answers bad changes with per-field errors, and a member cannot make any', async () => {
    const member = await makeUser(payload, ['customer'])
    for (const body of [{}, { roles: [] }, { roles: ['pirate'] }, { locked: 'yes' }, { locked: true, password: 'x' }]) {
      const answer = await patch(member.id, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    expect((await patch(member.id, { locked: true }, await tokenOf(member))).status).toBe(403)
    expect((await patch(2_000_000_000, { locked: true })).status).toBe(404)
    expect(await payload.findByID({ collection: 'users', id: member.id, overrideAccess: true })).toMatchObject({ locked: false, roles: ['customer'] })
    expect(await auditOf(member.id)).toEqual([])
  })

  it('keeps a member from unlocking or unconfirming themselves through the CMS’s own doors', async () => {
    const member = await makeUser(payload, ['customer'])
    await payload.update({ collection: 'users', id: member.id, data: { locked: true }, overrideAccess: true })
    const self = await payload.update({
      collection: 'users',
      id: member.id,
      data: { locked: false, firstName: 'Сам' },
      user: { ...member, collection: 'users' },
      overrideAccess: false,
    })
    expect(self.firstName).toBe('Сам')
    expect((await payload.findByID({ collection: 'users', id: member.id, overrideAccess: true })).locked).toBe(true)
  })
})
