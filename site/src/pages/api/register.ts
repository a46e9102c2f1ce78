import type { APIRoute } from 'astro'

import { register } from '@cms/features/accounts/flows/register'
import { fieldErrors, registerRequestSchema } from '@cms/features/accounts/contract/auth'
import { MESSAGES } from '@cms/core/contract/messages'
import { toPortalUser } from '@cms/features/accounts/contract/portalUser'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { startSession } from '@site/lib/server/session'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/register: the form without confirmPassword, photoUrl null (spec 3). Creates the
 * account, emails the confirmation link in the page's language, signs in.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 8 * 1024)
  if (!accepted.ok) return accepted.response
  const parsed = registerRequestSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: MESSAGES.couldNotCreateAccount, errors: fieldErrors(parsed.error) })
  const { photoUrl: _photoUrl, ...form } = parsed.data
  try {
    const signedIn = await register({ ...(await visitorOf(context)), user: null }, form)
    const response = json(201, toPortalUser(signedIn.user))
    startSession(response.headers, signedIn.token, signedIn.exp)
    return response
  } catch (error) {
    return answerFailure(error, {}, MESSAGES.couldNotCreateAccount)
  }
}

export const ALL = methodNotAllowed('POST')
