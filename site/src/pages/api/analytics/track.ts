import type { APIRoute } from 'astro'

import { countAnalyticsEvent } from '@cms/features/analytics/analyticsCounts'
import { ANALYTICS_MESSAGES, trackSchema } from '@cms/features/analytics/contract/analytics'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { CONSENT_COOKIE, parseConsent } from '@site/lib/consent'
import { readCookie } from '@site/lib/cookies'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { overLimit } from '@site/lib/server/rateLimited'

export const prerender = false

/**
 * POST /api/analytics/track `{ eventType, platform: 'web', sessionId, metadata: { path, … } }`
 * (spec 7): counts the event for its day and page. Refused (403) unless the visitor's consent
 * cookie says yes to analytics; the address is used only for the rate limit, never stored, and
 * nothing of the metadata but the path is kept. Answers 204.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 4096)
  if (!accepted.ok) return accepted.response
  const consent = parseConsent(readCookie(CONSENT_COOKIE, context.request.headers.get('cookie') ?? ''), () => {})
  if (!consent?.analytics) return json(403, { error: ANALYTICS_MESSAGES.noConsent, code: 'noConsent' })
  const parsed = trackSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    const limited = await overLimit(context.locals, 'analyticsTrack', context.locals.clientAddress)
    if (limited) return limited
    await countAnalyticsEvent(context.locals.payload, { type: parsed.data.eventType, path: parsed.data.metadata.path, sessionId: parsed.data.sessionId })
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('POST')
