import type { APIRoute } from 'astro'

import { MESSAGES } from '@cms/core/contract/messages'
import { hasRole } from '@cms/core/contract/roles'
import { testChargeSchema } from '@cms/features/payments/contract/payments'
import { testGatewayActive } from '@cms/features/payments/providers'
import { openCharge, recentCharges } from '@cms/features/payments/testGateway/ledger'
import { testGatewayWebhookUrl } from '@cms/features/payments/testGateway/secret'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { InvalidBody } from '@site/lib/server/invalidBody'
import { overLimit } from '@site/lib/server/rateLimited'
import { memberOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/test-gateway/charges: the member's test charges with their webhook logs (an admin's: everyone's). */
export const GET: APIRoute = async (context) => {
  if (!testGatewayActive()) return json(404, { error: MESSAGES.testGatewayOff })
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  try {
    const { user, payload } = signedIn.member
    return json(200, { docs: await recentCharges(payload, hasRole(user, 'admin') ? 'all' : user.id) })
  } catch (error) {
    return answerFailure(error)
  }
}

/**
 * POST /api/test-gateway/charges `{ amount, currency?, description? }`: /payment-test's own
 * charge, for any amount, not tied to a booking; 201 with what the card form needs. Its webhook
 * goes to the portal like any other, which answers that it knows no such payment.
 */
export const POST: APIRoute = async (context) => {
  if (!testGatewayActive()) return json(404, { error: MESSAGES.testGatewayOff })
  const accepted = await acceptJson(context.request, context.url, 1024)
  if (!accepted.ok) return accepted.response
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  try {
    const parsed = testChargeSchema.safeParse(accepted.body)
    if (!parsed.success) throw new InvalidBody(parsed.error)
    const { user, payload } = signedIn.member
    const limited = await overLimit(signedIn.member, 'testCharge', String(user.id))
    if (limited) return limited
    const { amount, currency, description } = parsed.data
    const charge = await openCharge(payload, {
      amount,
      currency,
      description: description || 'Payment test',
      merchantReference: null,
      payer: user.id,
      webhookUrl: testGatewayWebhookUrl(),
    })
    return json(201, { kind: 'card-form', provider: 'test-gateway', chargeId: charge.id, clientSecret: charge.clientSecret, amount, currency })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET, POST')
