import type { APIRoute } from 'astro'

import { verifyEmail } from '@cms/features/accounts/flows/verifyEmail'
import { verifyEmailSchema } from '@cms/features/accounts/contract/auth'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** POST /api/verify-email {token}: confirms the address the emailed link was sent to. */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 1024)
  if (!accepted.ok) return accepted.response
  const parsed = verifyEmailSchema.safeParse(accepted.body)
  if (!parsed.success || !/^[\w-]{20,100}$/.test(parsed.data.token)) return json(400, { success: false, message: MESSAGES.linkInvalid })
  try {
    const result = await verifyEmail({ ...(await visitorOf(context)), user: null }, parsed.data.token)
    return result.ok ? json(200, { success: true }) : json(400, { success: false, code: result.reason, message: MESSAGES[result.reason] })
  } catch (error) {
    return answerFailure(error, { success: false })
  }
}

export const ALL = methodNotAllowed('POST')
