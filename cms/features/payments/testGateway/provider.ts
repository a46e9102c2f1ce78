import type { Payload } from 'payload'

import { type PaymentProvider, type ProviderEvent, WebhookRejected } from '../provider'
import { chargeKeptCard, openCharge, refundCharge } from './ledger'
import { testGatewayWebhookSecret, testGatewayWebhookUrl } from './secret'
import { webhookSignatureValid } from './signature'

const EVENT_KINDS: Record<string, ProviderEvent['kind']> = {
  'charge.succeeded': 'succeeded',
  'charge.failed': 'failed',
  'charge.requires_action': 'requires-action',
  'charge.refunded': 'refunded',
}

/** The portal's own test gateway as a payment provider: a card form in the page, signed webhooks back. */
export function testGatewayProvider(payload: Payload): PaymentProvider {
  return {
    name: 'test-gateway',
    async initiate(payment) {
      const charge = await openCharge(payload, {
        amount: payment.amount,
        currency: payment.currency,
        description: payment.description,
        merchantReference: String(payment.paymentId),
        payer: payment.payer,
        webhookUrl: testGatewayWebhookUrl(),
        saveCard: payment.saveCard,
      })
      return {
        reference: charge.id,
        next: { kind: 'card-form', provider: 'test-gateway', chargeId: charge.id, clientSecret: charge.clientSecret, amount: payment.amount, currency: payment.currency },
      }
    },
    async verifyWebhook(body, headers) {
      if (!webhookSignatureValid(testGatewayWebhookSecret(), body, headers.get('gateway-signature')))
        throw new WebhookRejected('The signature does not match, or the callback is too old.')
      let event: { id?: unknown; type?: unknown; data?: { charge?: { id?: unknown; failureCode?: unknown; savedCard?: unknown } } }
      try {
        event = JSON.parse(body)
      } catch {
        throw new WebhookRejected('The callback is not JSON.')
      }
      const reference = event.data?.charge?.id
      if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof reference !== 'string') throw new WebhookRejected('The callback is not an event.')
      const { failureCode, savedCard } = event.data?.charge ?? {}
      return {
        id: event.id,
        kind: EVENT_KINDS[event.type] ?? 'other',
        reference,
        failureCode: typeof failureCode === 'string' ? failureCode : undefined,
        savedCard: typeof savedCard === 'string' ? savedCard : undefined,
      }
    },
    async refund({ reference, amount, idempotencyKey }) {
      await refundCharge(payload, reference, amount, idempotencyKey)
    },
    async chargeSavedCard(charge) {
      const { id, paid, failureCode } = await chargeKeptCard(payload, charge.savedCard, {
        amount: charge.amount,
        currency: charge.currency,
        description: charge.description,
        merchantReference: String(charge.paymentId),
        payer: charge.payer,
        webhookUrl: testGatewayWebhookUrl(),
      })
      return { reference: id, paid, failureCode }
    },
  }
}
