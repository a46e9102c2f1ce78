import type { APIRoute } from 'astro'

import { visitorRequest } from '@cms/core/visitor'
import { unsubscribe, unsubscribeLinkOf } from '@cms/features/newsletter/flows/unsubscribe'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/newsletter/unsubscribe {s, t}: the unsubscribe page's call, with the link's
 * subscriber and signature. 200 `unsubscribed` (again on a second call); 400 `invalid`. Mail
 * clients' one-click unsubscribing posts to the CMS instead (cms/features/newsletter/flows/unsubscribe.ts).
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 1024)
  if (!accepted.ok) return accepted.response
  const body = (accepted.body ?? {}) as { s?: unknown; t?: unknown }
  const link = typeof body === 'object' ? unsubscribeLinkOf(body.s, body.t) : null
  if (!link) return json(400, { success: false, outcome: 'invalid' })
  try {
    const outcome = await unsubscribe(await visitorRequest(await visitorOf(context)), link.subscriber, link.signature)
    return json(outcome === 'unsubscribed' ? 200 : 400, { success: outcome === 'unsubscribed', outcome })
  } catch (error) {
    return answerFailure(error, { success: false })
  }
}

export const ALL = methodNotAllowed('POST')
