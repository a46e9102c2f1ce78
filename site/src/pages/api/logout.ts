import { signOut } from '@cms/features/accounts/flows/signOut'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { endSession } from '@site/lib/server/session'

export const prerender = false

/**
 * POST /api/logout: ends the session on the server (the token stops working everywhere) and
 * clears the cookies, whatever else happened (spec 4.1).
 */
export const POST = defineRoute({
  who: 'anyone',
  handle: async ({ visitor }) => {
    try {
      const found = await visitor()
      if (found.user) await signOut({ ...found, user: found.user })
    } catch (error) {
      console.error('logout: the session could not be ended on the server', error)
    }
    const response = json(200, { ok: true })
    endSession(response.headers)
    return response
  },
})

export const ALL = methodNotAllowed('POST')
