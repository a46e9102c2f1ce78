import type { APIRoute } from 'astro'

import { resendVerification } from '@cms/features/accounts/flows/resendVerification'
import { answerFailure } from '@site/lib/server/failures'
import { foreignOrigin, json, methodNotAllowed } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** POST /api/resend-verification: a new confirmation link for the signed-in member's address. */
export const POST: APIRoute = async (context) => {
  const refused = foreignOrigin(context.request, context.url)
  if (refused) return refused
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  try {
    const outcome = await resendVerification(signedIn.member)
    return json(200, { success: true, ...(outcome === 'alreadyVerified' ? { alreadyVerified: true } : {}) })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('POST')
