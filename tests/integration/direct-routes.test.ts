import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as user from '@site/pages/api/user'
import { answerDirectly } from '@scripts/lib/http/directRoutes'
import { testPayload } from './support/payload'
import { portalApi, signedInMember } from './support/portalApi'

/**
 * The reads the site server answers without Astro's pipeline (scripts/lib/http/directRoutes.ts)
 * answer as the route does through Astro, over a real Node server: the same status, body,
 * headers and cookies; anything else passes on untouched.
 */
let payload: Payload
let call: ReturnType<typeof portalApi>
let server: http.Server
let origin: string

/** What the site server would do with a request the direct reads leave: here, a 418 to tell it apart. */
const PASSED_ON = 418

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  server = http.createServer((req, res) => {
    if (answerDirectly(req, res, () => ({ payload, clientAddress: '10.77.0.1' }))) return
    res.statusCode = PASSED_ON
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const withSession = (token: string) => ({ cookie: `payload-token=${token}; portal-session=1` })

describe('GET /api/user, answered directly', () => {
  it('gives the signed-in member exactly what the route gives through Astro', async () => {
    const { token } = await signedInMember(payload, call)
    const direct = await fetch(`${origin}/api/user`, { headers: withSession(token) })
    const throughRoute = await call(user, 'GET', { token })
    expect(direct.status).toBe(200)
    expect(await direct.json()).toEqual(throughRoute.json)
    expect(direct.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(direct.headers.get('cache-control')).toBe('no-store')
    expect(direct.headers.get('transfer-encoding')).toBeNull()
  })

  it('refuses a closed session with 401 and clears both session cookies', async () => {
    const { user: member, token } = await signedInMember(payload, call)
    await payload.db.pool.query('DELETE FROM users_sessions WHERE _parent_id = $1', [member.id])
    const direct = await fetch(`${origin}/api/user`, { headers: withSession(token) })
    expect(direct.status).toBe(401)
    expect(await direct.json()).toMatchObject({ code: 'notSignedIn' })
    const cleared = direct.headers.getSetCookie()
    expect(cleared).toHaveLength(2)
    expect(cleared.every((line) => line.includes('Expires=Thu, 01 Jan 1970'))).toBe(true)
  })

  it('answers a visitor without a session 401 and sets no cookie', async () => {
    const direct = await fetch(`${origin}/api/user`)
    expect(direct.status).toBe(401)
    expect(direct.headers.getSetCookie()).toEqual([])
  })

  it('answers a request whose Host names no host as any other', async () => {
    const { token } = await signedInMember(payload, call)
    const answer = await new Promise<number>((resolve, reject) => {
      const request = http.get(`${origin}/api/user`, { headers: { ...withSession(token), host: 'a b' } }, (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      request.on('error', reject)
    })
    expect(answer).toBe(200)
  })

  it('passes on every other method, address and query to the site', async () => {
    const { token } = await signedInMember(payload, call)
    for (const [method, path] of [
      ['POST', '/api/user'],
      ['HEAD', '/api/user'],
      ['GET', '/api/user?fresh=1'],
      ['GET', '/api/user/'],
      ['GET', '/api/account'],
    ] as const) {
      const answer = await fetch(`${origin}${path}`, { method, headers: withSession(token) })
      expect(answer.status, `${method} ${path}`).toBe(PASSED_ON)
    }
  })
})
