import type { IncomingMessage, ServerResponse } from 'node:http'

import type { APIContext, APIRoute } from 'astro'
import type { Payload } from 'payload'

import { GET as currentUser } from '@site/pages/api/user'

/**
 * The portal API's busiest read, answered by the site server itself rather than through Astro's
 * request pipeline. Every page of a signed-in visitor asks `GET /api/user`; through Astro each
 * call turned Node's request into a Web Request, matched the route table, ran the middleware and
 * streamed the Response back: about half the call's time here (bench/auth-api.ts: 2,845 req/s
 * through Astro, 5,645 direct, 100 connections).
 *
 * The route is the same one (site/src/pages/api/user.ts, its `defineRoute` checks included),
 * called with the context it reads: the request's headers, its URL and what the server hands
 * every route. Only reads come this way: the origin check and the site's middleware (draft
 * previews, the dev server's Payload) concern neither this path nor a GET. Any other method (HEAD
 * too) goes to Astro, which answers it as the route file says.
 */
const DIRECT_READS: ReadonlyMap<string, APIRoute> = new Map([['/api/user', currentUser]])

type Locals = { payload: Payload; clientAddress: string }

/** Whether the request is one of the direct reads; if so it is answered. */
export function answerDirectly(req: IncomingMessage, res: ServerResponse, locals: () => Locals): boolean {
  if (req.method !== 'GET') return false
  const route = DIRECT_READS.get(req.url ?? '')
  if (!route) return false
  void run(route, req, res, locals())
  return true
}

/** The request's address; a Host header that names no host is the server's own. */
function urlOf(req: IncomingMessage): URL {
  const path = req.url ?? '/'
  try {
    return new URL(path, `http://${req.headers.host ?? 'localhost'}`)
  } catch {
    return new URL(path, 'http://localhost')
  }
}

async function run(route: APIRoute, req: IncomingMessage, res: ServerResponse, locals: Locals): Promise<void> {
  try {
    const url = urlOf(req)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value)
      else if (value) for (const one of value) headers.append(name, one)
    }
    const request = new Request(url, { method: req.method, headers })
    // The fields of Astro's context a portal route reads (site/src/lib/server/visitor.ts, RouteContext).
    const context = { request, url, params: {}, locals } as unknown as APIContext
    const response = await route(context)
    res.statusCode = response.status
    for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value)
    const cookies = response.headers.getSetCookie()
    if (cookies.length > 0) res.setHeader('set-cookie', cookies)
    res.end(Buffer.from(await response.arrayBuffer()))
  } catch (error) {
    console.error(`${req.method} ${req.url} failed`, error)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  }
}
