import type { APIRoute } from 'astro'

import { callCms } from '../../lib/server/cmsApi'
import { foreignOrigin, json, methodNotAllowed } from '../../lib/server/http'
import { endSession, sessionToken } from '../../lib/server/session'

export const prerender = false

/**
 * POST /api/logout: ends the session on the server (Payload drops it from the account, so the
 * token stops working everywhere) and clears the cookies, whatever the CMS answered.
 */
export const POST: APIRoute = async ({ request, url, cookies }) => {
  const refused = foreignOrigin(request, url)
  if (refused) return refused
  const token = sessionToken(cookies)
  if (token) {
    const answer = await callCms('/api/users/logout', { method: 'POST', token })
    if (answer.status >= 500) console.error('logout: the CMS could not end the session', answer.status)
  }
  const response = json(200, { ok: true })
  endSession(response.headers)
  return response
}

export const ALL = methodNotAllowed('POST')
