import type { APIRoute } from 'astro'

import { securityReport } from '@cms/features/admin/flows/security'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { securityQuerySchema } from '@cms/features/accounts/contract/security'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { adminOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/admin/security?days=30: sign-ins, lockouts and refusals per day, and the newest admin actions. */
export const GET: APIRoute = async (context) => {
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const parsed = securityQuerySchema.safeParse(Object.fromEntries(context.url.searchParams))
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    return json(200, await securityReport(signedIn.member, parsed.data.days))
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
