import { countAnalyticsEvent } from '@cms/features/analytics/analyticsCounts'
import { ANALYTICS_MESSAGES } from '@cms/features/analytics/contract/analytics'
import { trackSchema } from '@cms/features/analytics/contract/requests'
import { CONSENT_COOKIE, parseConsent } from '@site/lib/consent'
import { readCookie } from '@site/lib/cookies'
import { defineRoute } from '@site/lib/server/defineRoute'
import { methodNotAllowed, refusalsOf } from '@site/lib/server/http'
import { overLimit } from '@site/lib/server/rateLimited'

export const prerender = false

/**
 * POST /api/analytics/track `{ eventType, platform: 'web', sessionId, metadata: { path, … } }`
 * (spec 7): counts the event for its day and page. Refused (403) unless the visitor's consent
 * cookie says yes to analytics; the address is used only for the rate limit, never stored, and
 * nothing of the metadata but the path is kept. Answers 204.
 */
export const POST = defineRoute({
  who: 'anyone',
  body: { json: trackSchema, maxBytes: 4096 },
  handle: async ({ context, body }) => {
    const consent = parseConsent(readCookie(CONSENT_COOKIE, context.request.headers.get('cookie') ?? ''), () => {})
    if (!consent?.analytics) return refusalsOf(ANALYTICS_MESSAGES)(403, 'noConsent')
    const limited = await overLimit(context.locals, 'analyticsTrack', context.locals.clientAddress)
    if (limited) return limited
    await countAnalyticsEvent(context.locals.payload, { type: body.eventType, path: body.metadata.path, sessionId: body.sessionId })
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  },
})

export const ALL = methodNotAllowed('POST')
