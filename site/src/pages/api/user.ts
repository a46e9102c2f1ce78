import type { APIRoute } from 'astro'

import { json, methodNotAllowed } from '../../lib/server/http'
import { currentUser } from '../../lib/server/portalUser'
import { endSession } from '../../lib/server/session'

export const prerender = false

/** GET /api/user: the signed-in user, or 401 (spec 7: the client reads 401 as "signed out"). */
export const GET: APIRoute = async ({ cookies }) => {
  const session = await currentUser(cookies)
  if (session) return json(200, session.user)
  const response = json(401, { error: 'Not signed in' })
  // A token the CMS no longer accepts (logged out elsewhere, expired): forget it here too.
  if (cookies.get('payload-token') || cookies.get('portal-session')) endSession(response.headers)
  return response
}

export const ALL = methodNotAllowed('GET')
