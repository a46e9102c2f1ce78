import { hasRole } from '@cms/core/contract/roles'
import { testChargeSchema } from '@cms/features/payments/contract/payments'
import { testGatewayActive } from '@cms/features/payments/providers'
import { openCharge, recentCharges } from '@cms/features/payments/testGateway/ledger'
import { testGatewayWebhookUrl } from '@cms/features/payments/testGateway/secret'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusal } from '@site/lib/server/http'
import { overLimit } from '@site/lib/server/rateLimited'

export const prerender = false

/** GET /api/test-gateway/charges: the member's test charges with their webhook logs (an admin's: everyone's). */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member: { user, payload } }) => {
    if (!testGatewayActive()) return refusal(404, 'testGatewayOff')
    return json(200, { docs: await recentCharges(payload, hasRole(user, 'admin') ? 'all' : user.id) })
  },
})

/**
 * POST /api/test-gateway/charges `{ amount, currency?, description? }`: /payment-test's own
 * charge, for any amount, not tied to a booking; 201 with what the card form needs. Its webhook
 * goes to the portal like any other, which answers that it knows no such payment.
 */
export const POST = defineRoute({
  who: 'member',
  body: { json: testChargeSchema, maxBytes: 1024 },
  handle: async ({ member, body }) => {
    if (!testGatewayActive()) return refusal(404, 'testGatewayOff')
    const { user, payload } = member
    const limited = await overLimit(member, 'testCharge', String(user.id))
    if (limited) return limited
    const { amount, currency, description } = body
    const charge = await openCharge(payload, {
      amount,
      currency,
      description: description || 'Payment test',
      merchantReference: null,
      payer: user.id,
      webhookUrl: testGatewayWebhookUrl(),
    })
    return json(201, { kind: 'card-form', provider: 'test-gateway', chargeId: charge.id, clientSecret: charge.clientSecret, amount, currency })
  },
})

export const ALL = methodNotAllowed('GET, POST')
