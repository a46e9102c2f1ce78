import Stripe from 'stripe'

import { type PaymentProvider, type PaymentToStart, type ProviderEvent, WebhookRejected } from '../provider'

/** Stripe's amounts are in the currency's minor unit; roubles and dollars both have cents. */
const MINOR_UNITS = 100

export type StripeSettings = {
  secretKey: string
  webhookSecret: string
  /** Another address for Stripe's API (a local stand-in in tests); Stripe's own when absent. */
  apiUrl?: string
}

/** The settings from the environment, when STRIPE_SECRET_KEY is set. */
export function stripeSettingsFromEnv(): StripeSettings | null {
  const secretKey = process.env.STRIPE_SECRET_KEY
  if (!secretKey) return null
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET
  if (!webhookSecret) throw new Error('STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: Stripe callbacks could not be checked. See .env.example.')
  return { secretKey, webhookSecret, apiUrl: process.env.STRIPE_API_URL || undefined }
}

function client(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'https:' ? 'https' : 'http' } : {}),
  })
}

/**
 * Stripe as a payment provider: a hosted Checkout Session the customer is sent to, settled by
 * Stripe's signed `checkout.session.*` events; refunds name the session's PaymentIntent. Card
 * data never reaches the portal.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = client(settings)
  return {
    name: 'stripe',
    async initiate(payment) {
      const returnTo = new URL(payment.returnUrl)
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(payment.paymentId),
          customer_email: payment.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: { currency: payment.currency.toLowerCase(), unit_amount: Math.round(payment.amount * MINOR_UNITS), product_data: { name: payment.description } },
            },
          ],
          metadata: purposeMetadata(payment),
          // A subscription's first payment keeps the card on a Stripe customer, for the renewals.
          ...(payment.saveCard ? { customer_creation: 'always' as const } : {}),
          payment_intent_data: { metadata: purposeMetadata(payment), ...(payment.saveCard ? { setup_future_usage: 'off_session' as const } : {}) },
          success_url: `${returnTo.href}${returnTo.search ? '&' : '?'}payment=done`,
          cancel_url: `${returnTo.href}${returnTo.search ? '&' : '?'}payment=cancelled`,
        },
        { idempotencyKey: `checkout-payment-${payment.paymentId}` },
      )
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL.')
      return { reference: session.id, next: { kind: 'redirect', provider: 'stripe', url: session.url } }
    },
    async verifyWebhook(body, headers) {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(body, headers.get('stripe-signature') ?? '', settings.webhookSecret)
      } catch (error) {
        throw new WebhookRejected(error instanceof Error ? error.message : 'The Stripe signature does not match.')
      }
      const settled = toProviderEvent(event)
      return settled.kind === 'succeeded' && event.type.startsWith('checkout.session.') ? { ...settled, savedCard: await keptCard(stripe, event) } : settled
    },
    async refund({ providerPaymentId, amount, idempotencyKey }) {
      if (!providerPaymentId) throw new Error('This Stripe payment has no PaymentIntent to refund.')
      await stripe.refunds.create({ payment_intent: providerPaymentId, amount: Math.round(amount * MINOR_UNITS) }, { idempotencyKey })
    },
    async chargeSavedCard(charge) {
      const [customer, paymentMethod] = charge.savedCard.split(':')
      if (!customer || !paymentMethod) throw new Error('This kept card is not a Stripe customer and payment method.')
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: Math.round(charge.amount * MINOR_UNITS),
            currency: charge.currency.toLowerCase(),
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description: charge.description,
            metadata: purposeMetadata(charge),
          },
          { idempotencyKey: `renewal-payment-${charge.paymentId}` },
        )
        return { reference: intent.id, providerPaymentId: intent.id, paid: intent.status === 'succeeded', failureCode: intent.status === 'succeeded' ? undefined : intent.status }
      } catch (error) {
        // The card refused (or asks for its holder): Stripe answers 402 with the attempt's PaymentIntent.
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = (error.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent?.id ?? `declined-${charge.paymentId}`
          return { reference: intent, providerPaymentId: intent, paid: false, failureCode: error.code ?? 'card_declined' }
        }
        throw error
      }
    },
  }
}

function toProviderEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? undefined)
      // A completed session of a delayed method is not paid yet: its async_payment_* event follows.
      if (session.payment_status !== 'paid') return { id: event.id, kind: 'other', reference: session.id }
      return { id: event.id, kind: 'succeeded', reference: session.id, providerPaymentId: intent }
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { id: event.id, kind: 'failed', reference: event.data.object.id, failureCode: event.type === 'checkout.session.expired' ? 'expired' : 'payment_failed' }
    default:
      return { id: event.id, kind: 'other', reference: '' }
  }
}

/**
 * The card a completed Checkout Session kept for later charges (`customer:payment_method`), when
 * the session made a customer (a subscription's first payment): its PaymentIntent names the card.
 */
async function keptCard(stripe: Stripe, event: Stripe.Event): Promise<string | undefined> {
  const session = event.data.object as Stripe.Checkout.Session
  const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id
  const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  if (!customer || !intentId) return undefined
  const intent = await stripe.paymentIntents.retrieve(intentId)
  const method = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id
  return method ? `${customer}:${method}` : undefined
}

/** What Stripe's dashboard shows of the payment: the portal's attempt, and the booking or place it pays. */
function purposeMetadata(payment: Pick<PaymentToStart, 'paymentId' | 'purpose'>): Record<string, string> {
  return { paymentId: String(payment.paymentId), [`${payment.purpose.kind}Id`]: String(payment.purpose.id) }
}
