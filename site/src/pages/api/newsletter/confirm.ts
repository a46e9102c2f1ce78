import type { APIRoute } from 'astro'

import { confirmSubscription } from '@cms/features/newsletter/flows/confirm'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** The shape of the tokens the confirmation links carry (256 bits, base64url). */
const TOKEN = /^[\w-]{20,100}$/

/** POST /api/newsletter/confirm {token}: 200 `confirmed`; 400 `invalid` or `expired` (the link is spent or stale). */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 1024)
  if (!accepted.ok) return accepted.response
  const token = (accepted.body as { token?: unknown } | null)?.token
  if (typeof token !== 'string' || !TOKEN.test(token)) return json(400, { success: false, outcome: 'invalid' })
  try {
    const outcome = await confirmSubscription(await visitorOf(context), token)
    return json(outcome === 'confirmed' ? 200 : 400, { success: outcome === 'confirmed', outcome })
  } catch (error) {
    return answerFailure(error, { success: false })
  }
}

export const ALL = methodNotAllowed('POST')
