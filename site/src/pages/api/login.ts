import type { APIRoute } from 'astro'

import { signIn } from '@cms/features/accounts/flows/signIn'
import { fieldErrors, loginRequestSchema } from '@cms/features/accounts/contract/auth'
import { MESSAGES } from '@cms/core/contract/messages'
import { toPortalUser } from '@cms/features/accounts/contract/portalUser'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { startSession } from '@site/lib/server/session'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** POST /api/login {username | email, password}: signs in; the session cookie is the site's own. */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 4 * 1024)
  if (!accepted.ok) return accepted.response
  const parsed = loginRequestSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: MESSAGES.invalidCredentials, errors: fieldErrors(parsed.error) })
  try {
    const signedIn = await signIn({ ...(await visitorOf(context)), user: null }, parsed.data)
    if (!signedIn) return json(401, { error: MESSAGES.invalidCredentials })
    const response = json(200, toPortalUser(signedIn.user))
    startSession(response.headers, signedIn.token, signedIn.exp)
    return response
  } catch (error) {
    return answerFailure(error, {}, MESSAGES.invalidCredentials)
  }
}

export const ALL = methodNotAllowed('POST')
