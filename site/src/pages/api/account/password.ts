import type { APIRoute } from 'astro'

import { changePassword } from '@cms/features/accounts/flows/changePassword'
import { changePasswordSchema, fieldErrors } from '@cms/features/accounts/contract/auth'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** POST /api/account/password {currentPassword, newPassword}: other sessions end, this one stays. */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 2 * 1024)
  if (!accepted.ok) return accepted.response
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const parsed = changePasswordSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    await changePassword(signedIn.member, parsed.data)
    return json(200, { success: true })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('POST')
