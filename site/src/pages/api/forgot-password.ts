import type { APIRoute } from 'astro'

import { forgotPassword } from '@cms/features/accounts/flows/forgotPassword'
import { forgotSchema } from '@cms/features/accounts/contract/auth'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { languageOf, visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** POST /api/forgot-password {email, language?}: emails a 6-digit code; {success, message} (spec 7). */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 2 * 1024)
  if (!accepted.ok) return accepted.response
  const { language, ...rest } = (accepted.body ?? {}) as { language?: unknown }
  const parsed = forgotSchema.safeParse(rest)
  if (!parsed.success) return json(400, { success: false, message: MESSAGES.invalidEmail })
  try {
    const visitor = await visitorOf(context, languageOf(context.request, language))
    const sent = await forgotPassword({ ...visitor, user: null }, parsed.data.email)
    return sent ? json(200, { success: true, message: MESSAGES.codeSent }) : json(200, { success: false, code: 'emailNotFound', message: MESSAGES.emailNotFound })
  } catch (error) {
    return answerFailure(error, { success: false }, MESSAGES.sendCodeFailed)
  }
}

export const ALL = methodNotAllowed('POST')
