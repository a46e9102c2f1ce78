import type { APIContext, APIRoute } from 'astro'
import type { Payload } from 'payload'

import type { User } from '@cms/payload-types'
import * as login from '@site/pages/api/login'
import { makeUser } from './fixtures'
import { newAddress } from './rest'

/**
 * The site's portal API routes, called as the site server calls them (a Request, its URL, the
 * route's params, and `locals` with this worker's Payload and a visitor address), without
 * building the site: the same route modules, on the run's PostgreSQL.
 */
export type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL', APIRoute>>

export type Call = {
  body?: unknown
  /** A raw body, sent as it is (with `contentType`). */
  raw?: BodyInit
  contentType?: string
  token?: string | null
  address?: string
  params?: Record<string, string>
  query?: string
  headers?: Record<string, string>
}

export type Answer = { status: number; json: Record<string, unknown>; headers: Headers; token: string | null }

export function portalApi(payload: Payload) {
  return async function call(
    route: RouteModule,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    { body, raw, contentType, token, address = '10.9.9.9', params = {}, query = '', headers = {} }: Call = {},
  ): Promise<Answer> {
    const requestHeaders = new Headers(headers)
    if (token) requestHeaders.set('cookie', `payload-token=${token}; portal-session=1`)
    let requestBody: BodyInit | undefined = raw
    if (body !== undefined) {
      requestHeaders.set('content-type', 'application/json')
      requestBody = typeof body === 'string' ? body : JSON.stringify(body)
    }
    if (contentType) requestHeaders.set('content-type', contentType)
    const request = new Request(`http://site.test/api/route${query}`, { method, headers: requestHeaders, body: requestBody, duplex: 'half' } as RequestInit)
    const handler = route[method] ?? route.ALL
    if (!handler) throw new Error(`the route has no ${method} handler`)
    // The routes read only these members of Astro's context (site/src/lib/server/visitor.ts).
    const context = { request, url: new URL(request.url), params, locals: { payload, clientAddress: address } } as unknown as APIContext
    const response = await handler(context)
    const text = await response.text()
    let json: Record<string, unknown> = {}
    try {
      json = JSON.parse(text) as Record<string, unknown>
    } catch {
      json = { raw: text }
    }
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('payload-token='))
    const issued = cookie ? /^payload-token=([^;]*)/.exec(cookie)?.[1] || null : null
    return { status: response.status, json, headers: response.headers, token: issued }
  }
}

export type SignedInMember = { user: User; token: string }

/** A new account with `roles`, signed in through the portal's own sign-in call (from an address of its own, so sign-in limits never meet). */
export async function signedInMember(
  payload: Payload,
  call: ReturnType<typeof portalApi>,
  roles: User['roles'] = ['customer'],
  options?: { emailVerified?: boolean },
): Promise<SignedInMember> {
  const user = await makeUser(payload, roles, options)
  const token = (await call(login, 'POST', { body: { email: user.email, password: 'Str0ng!pass' }, address: newAddress() })).token as string
  return { user, token }
}
