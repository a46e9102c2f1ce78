import type { APIRoute } from 'astro'

import { settlePayment } from '@cms/features/payments/flows/settlePayment'
import { WebhookRejected } from '@cms/features/payments/provider'
import { providerNamed } from '@cms/features/payments/providers'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed, readCapped } from '@site/lib/server/http'

export const prerender = false

/** Larger than any provider's event; a bigger body is not one. */
const MAX_EVENT_BYTES = 256 * 1024

/**
 * POST /api/payments/webhook/{provider}: a provider's signed callback. The signature is checked
 * over the exact bytes received; a forged, altered or stale one is a 400 that changes nothing. A
 * repeat of an event already applied is answered 200 and changes nothing either.
 */
export const POST: APIRoute = async ({ request, params, locals }) => {
  const provider = providerNamed(locals.payload, String(params.provider))
  if (!provider) return json(404, { error: 'No such payment provider.' })
  const read = await readCapped(request, MAX_EVENT_BYTES)
  if (!read.ok) return read.response
  let body: string
  try {
    body = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes)
  } catch {
    return json(400, { error: 'The callback is not UTF-8.' })
  }
  try {
    const event = await provider.verifyWebhook(body, request.headers)
    return json(200, { received: true, outcome: await settlePayment(locals.payload, provider.name, event) })
  } catch (error) {
    if (error instanceof WebhookRejected) return json(400, { error: error.message })
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('POST')
