import { loginRequestSchema } from '@cms/features/accounts/contract/auth'
import { toPortalUser } from '@cms/features/accounts/contract/portalUser'
import { signIn } from '@cms/features/accounts/flows/signIn'
import { deviceTokenIn } from '@cms/features/accounts/deviceCookie'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, pinnedRefusal } from '@site/lib/server/http'
import { startSession } from '@site/lib/server/session'

export const prerender = false

/** POST /api/login {username | email, password}: signs in; the session cookie is the site's own. */
export const POST = defineRoute({
  who: 'anyone',
  body: { json: loginRequestSchema, maxBytes: 4 * 1024 },
  failure: MESSAGES.invalidCredentials,
  handle: async ({ visitor, body, context }) => {
    const signedIn = await signIn({ ...(await visitor()), user: null }, body, deviceTokenIn(context.request.headers.get('cookie')))
    if (!signedIn) return pinnedRefusal(401, 'invalidCredentials')
    const response = json(200, toPortalUser(signedIn.user))
    startSession(response.headers, signedIn.token, signedIn.exp)
    if (signedIn.deviceCookie) response.headers.append('set-cookie', signedIn.deviceCookie)
    return response
  },
})

export const ALL = methodNotAllowed('POST')
