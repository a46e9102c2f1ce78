import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { RATE_LIMITS } from '@cms/core/rateLimits'
import type { SecurityReport } from '@cms/features/accounts/contract/security'
import * as security from '@site/pages/api/admin/security'
import * as login from '@site/pages/api/login'
import { makeUser } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'

/** The security tab's counts (issue "… the admin dashboard …"), from real sign-ins on real PostgreSQL. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let adminToken: string

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  const admin = await makeUser(payload, ['admin'])
  adminToken = (await call(login, 'POST', { body: { email: admin.email, password: 'Str0ng!pass' }, address: newAddress() })).token as string
})

const today = async () => {
  const answer = await call(security, 'GET', { query: '?days=7', token: adminToken })
  expect(answer.status).toBe(200)
  const report = answer.json as unknown as SecurityReport
  expect(report.days).toHaveLength(7)
  return report.days.at(-1)!
}

describe('the security tab', () => {
  it('counts sign-ins, failed ones and the lockout’s refusals of today, in the lake’s calendar', async () => {
    const member = await makeUser(payload, ['customer'])
    const before = await today()
    expect(before.day).toBe(marinaDayOf(new Date()))
    const address = newAddress()
    const attempts = RATE_LIMITS.loginAccount.limit + 2
    for (let index = 0; index < attempts; index += 1) await call(login, 'POST', { body: { email: member.email, password: 'Wrong!pass1' }, address })
    expect((await call(login, 'POST', { body: { email: member.email, password: 'Str0ng!pass' }, address: newAddress() })).status).toBe(200)
    const after = await today()
    expect(after.signInAttempts - before.signInAttempts).toBe(attempts + 1)
    expect(after.signIns - before.signIns).toBe(1)
    expect(after.failedSignIns - before.failedSignIns).toBe(attempts)
    // The attempts past the limit were refused by the lockout, counted under it.
    expect(after.lockouts - before.lockouts).toBe(2)
  })

  it('lists the newest admin actions beside the counts', async () => {
    const member = await makeUser(payload, ['customer'])
    const admin = await makeUser(payload, ['admin'])
    await payload.update({ collection: 'users', id: member.id, data: { roles: ['customer', 'traveler'] }, user: admin, overrideAccess: false })
    const report = (await call(security, 'GET', { token: adminToken })).json as unknown as SecurityReport
    expect(report.days).toHaveLength(30)
    expect(report.audit[0]).toMatchObject({ action: 'roles-changed', actorId: admin.id, targetUserId: member.id })
  })

  it('is the admins’ alone, and refuses a bad period', async () => {
    const member = await makeUser(payload, ['customer'])
    const token = (await call(login, 'POST', { body: { email: member.email, password: 'Str0ng!pass' }, address: newAddress() })).token as string
    expect((await call(security, 'GET', { token })).status).toBe(403)
    expect((await call(security, 'GET', {})).status).toBe(401)
    for (const query of ['?days=0', '?days=367', '?days=x', '?since=1']) expect((await call(security, 'GET', { query, token: adminToken })).status, query).toBe(400)
  })
})
