import type { APIRoute } from 'astro'

import { analyticsReport } from '@cms/features/analytics/analyticsReport'
import { analyticsQuerySchema } from '@cms/features/analytics/contract/analytics'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { adminOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/admin/analytics?days=30: page views, unique sessions and conversions per day, and the most viewed pages (admins). */
export const GET: APIRoute = async (context) => {
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const parsed = analyticsQuerySchema.safeParse(Object.fromEntries(context.url.searchParams))
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    return json(200, await analyticsReport(signedIn.member.payload, parsed.data.days))
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
