import { toPortalUser } from '@cms/features/accounts/contract/portalUser'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * GET /api/user: the signed-in user, or 401 (spec 7: the client reads 401 as "signed out"), in
 * which case the session's cookies are cleared. A database that cannot answer is a 503 with
 * Retry-After, and the cookies stay: a back-end failure is not a sign-out.
 */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member }) => json(200, toPortalUser(member.user)),
})

export const ALL = methodNotAllowed('GET')
