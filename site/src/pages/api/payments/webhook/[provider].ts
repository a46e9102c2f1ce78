import { settlePayment } from '@cms/features/payments/flows/settlePayment'
import { WebhookRejected } from '@cms/features/payments/provider'
import { providerNamed } from '@cms/features/payments/providers'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/payments/webhook/{provider}: a provider's signed callback. The signature is checked
 * over the exact bytes received; a forged, altered or stale one is a 400 that changes nothing. A
 * repeat of an event already applied is answered 200 and changes nothing either.
 */
export const POST = defineRoute({
  who: 'anyone',
  fromOtherSites: true,
  // Larger than any provider's event; a bigger body is not one.
  body: { raw: { maxBytes: 256 * 1024 } },
  handle: async ({ context, body }) => {
    const provider = providerNamed(context.locals.payload, String(context.params.provider))
    if (!provider) return json(404, { error: 'No such payment provider.', code: 'notFound' })
    let event: string
    try {
      event = new TextDecoder('utf-8', { fatal: true }).decode(body)
    } catch {
      return json(400, { error: 'The callback is not UTF-8.', code: 'invalid' })
    }
    try {
      const verified = await provider.verifyWebhook(event, context.request.headers)
      return json(200, { received: true, outcome: await settlePayment(context.locals.payload, provider.name, verified) })
    } catch (error) {
      if (error instanceof WebhookRejected) return json(400, { error: error.message, code: 'webhookRejected' })
      throw error
    }
  },
})

export const ALL = methodNotAllowed('POST')
