import { registerRequestSchema } from '@cms/features/accounts/contract/auth'
import { toPortalUser } from '@cms/features/accounts/contract/portalUser'
import { register } from '@cms/features/accounts/flows/register'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { startSession } from '@site/lib/server/session'

export const prerender = false

/**
 * POST /api/register: the form without confirmPassword, photoUrl null (spec 3). Creates the
 * account, emails the confirmation link in the page's language, signs in.
 */
export const POST = defineRoute({
  who: 'anyone',
  body: { json: registerRequestSchema, maxBytes: 8 * 1024 },
  failure: MESSAGES.couldNotCreateAccount,
  handle: async ({ visitor, body }) => {
    const { photoUrl: _photoUrl, ...form } = body
    const signedIn = await register({ ...(await visitor()), user: null }, form)
    const response = json(201, toPortalUser(signedIn.user))
    startSession(response.headers, signedIn.token, signedIn.exp)
    if (signedIn.deviceCookie) response.headers.append('set-cookie', signedIn.deviceCookie)
    return response
  },
})

export const ALL = methodNotAllowed('POST')
