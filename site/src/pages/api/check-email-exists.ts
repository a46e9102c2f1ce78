import type { APIRoute } from 'astro'

import { emailExists } from '@cms/features/accounts/flows/emailExists'
import { emailSchema } from '@cms/features/accounts/contract/auth'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/check-email-exists?email=: {exists} (spec 4.2's check on blur), limited per visitor. */
export const GET: APIRoute = async (context) => {
  const parsed = emailSchema.safeParse(context.url.searchParams.get('email') ?? '')
  if (!parsed.success) return json(400, { error: MESSAGES.invalidEmail })
  try {
    return json(200, { exists: await emailExists({ ...(await visitorOf(context)), user: null }, parsed.data) })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
