import type { APIRoute } from 'astro'

import { resetPassword } from '@cms/features/accounts/flows/resetPassword'
import { resetRequestSchema } from '@cms/features/accounts/contract/auth'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** POST /api/reset-password {email, code, newPassword}: {success, message} (spec 7), a code for each refusal. */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 2 * 1024)
  if (!accepted.ok) return accepted.response
  const parsed = resetRequestSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { success: false, message: MESSAGES.resetFailed })
  try {
    const result = await resetPassword({ ...(await visitorOf(context)), user: null }, parsed.data)
    if (!result.ok) return json(400, { success: false, code: result.reason, message: MESSAGES[result.reason] })
    return json(200, { success: true, message: MESSAGES.resetSucceeded })
  } catch (error) {
    return answerFailure(error, { success: false }, MESSAGES.resetFailed)
  }
}

export const ALL = methodNotAllowed('POST')
