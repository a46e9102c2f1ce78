import { confirmSubscription } from '@cms/features/newsletter/flows/confirm'
import { z } from '@cms/core/contract/zodSettings'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** The shape of the tokens the confirmation links carry (256 bits, base64url). */
const TOKEN = /^[\w-]{20,100}$/

/** POST /api/newsletter/confirm {token}: 200 `confirmed`; 400 `invalid` or `expired` (the link is spent or stale), the outcome being the code too. */
export const POST = defineRoute({
  who: 'anyone',
  body: { json: z.unknown(), maxBytes: 1024 },
  refusalExtra: { success: false },
  handle: async ({ visitor, body }) => {
    const token = (body as { token?: unknown } | null)?.token
    if (typeof token !== 'string' || !TOKEN.test(token)) return json(400, { success: false, outcome: 'invalid', code: 'invalid' })
    const outcome = await confirmSubscription(await visitor(), token)
    return outcome === 'confirmed' ? json(200, { success: true, outcome }) : json(400, { success: false, outcome, code: outcome })
  },
})

export const ALL = methodNotAllowed('POST')
