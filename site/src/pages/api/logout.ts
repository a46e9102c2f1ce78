import type { APIRoute } from 'astro'

import { signOut } from '@cms/features/accounts/flows/signOut'
import { foreignOrigin, json, methodNotAllowed } from '@site/lib/server/http'
import { endSession } from '@site/lib/server/session'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/logout: ends the session on the server (the token stops working everywhere) and
 * clears the cookies, whatever else happened (spec 4.1).
 */
export const POST: APIRoute = async (context) => {
  const refused = foreignOrigin(context.request, context.url)
  if (refused) return refused
  try {
    const visitor = await visitorOf(context)
    if (visitor.user) await signOut({ ...visitor, user: visitor.user })
  } catch (error) {
    console.error('logout: the session could not be ended on the server', error)
  }
  const response = json(200, { ok: true })
  endSession(response.headers)
  return response
}

export const ALL = methodNotAllowed('POST')
