import { visitorRequest } from '@cms/core/visitor'
import { z } from '@cms/core/contract/zodSettings'
import { unsubscribe, unsubscribeLinkOf } from '@cms/features/newsletter/flows/unsubscribe'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/newsletter/unsubscribe {s, t}: the unsubscribe page's call, with the link's
 * subscriber and signature. 200 `unsubscribed` (again on a second call); 400 `invalid`. Mail
 * clients' one-click unsubscribing posts to the CMS instead (cms/features/newsletter/flows/unsubscribe.ts).
 */
export const POST = defineRoute({
  who: 'anyone',
  body: { json: z.unknown(), maxBytes: 1024, optional: true },
  refusalExtra: { success: false },
  handle: async ({ visitor, body }) => {
    const { s, t } = body as { s?: unknown; t?: unknown }
    const link = typeof body === 'object' ? unsubscribeLinkOf(s, t) : null
    if (!link) return json(400, { success: false, outcome: 'invalid', code: 'invalid' })
    const outcome = await unsubscribe(await visitorRequest(await visitor()), link.subscriber, link.signature)
    return outcome === 'unsubscribed' ? json(200, { success: true, outcome }) : json(400, { success: false, outcome, code: outcome })
  },
})

export const ALL = methodNotAllowed('POST')
