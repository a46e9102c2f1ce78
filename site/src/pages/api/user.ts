import type { APIRoute } from 'astro'

import { toPortalUser } from '@cms/features/accounts/contract/portalUser'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * GET /api/user: the signed-in user, or 401 (spec 7: the client reads 401 as "signed out"), in
 * which case the session's cookies are cleared. A database that cannot answer is a 503 with
 * Retry-After, and the cookies stay: a back-end failure is not a sign-out.
 */
export const GET: APIRoute = async (context) => {
  const signedIn = await memberOf(context)
  return signedIn.ok ? json(200, toPortalUser(signedIn.member.user)) : signedIn.response
}

export const ALL = methodNotAllowed('GET')
