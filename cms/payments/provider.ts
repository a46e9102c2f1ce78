import type { PaymentNextStep, PaymentProviderName } from '../contract/payments'

/** What a payment pays for: a yacht's booking, a member's place at an event with an entry fee, or a donation. */
export type PaymentPurpose = { kind: 'booking' | 'registration' | 'donation'; id: number }

/** What a provider is asked to take payment for: one attempt to pay one booking or place. */
export type PaymentToStart = {
  paymentId: number
  purpose: PaymentPurpose
  /** Whole roubles or dollars (the booking's price, the event's fee). */
  amount: number
  currency: 'RUB' | 'USD'
  description: string
  customerEmail: string
  /** The portal page the customer comes back to (Stripe's hosted checkout returns there). */
  returnUrl: string
  payer: number | null
}

/** A verified callback from the provider, in the portal's terms. */
export type ProviderEvent = {
  id: string
  kind: 'succeeded' | 'failed' | 'requires-action' | 'refunded' | 'other'
  /** The provider's id of the attempt, as `initiate` returned it. */
  reference: string
  /** The provider's id of the money movement, where it differs from the reference (Stripe's PaymentIntent). */
  providerPaymentId?: string
  failureCode?: string
}

/** A callback whose signature, age or shape does not hold up: answered 400, nothing changes. */
export class WebhookRejected extends Error {
  override name = 'WebhookRejected'
}

/**
 * One interface for every way the portal takes money: start a payment and say what the browser
 * does next, turn a signed callback into an event, give money back. Refunds carry an idempotency
 * key, so asking twice refunds once.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName
  initiate(payment: PaymentToStart): Promise<{ reference: string; next: PaymentNextStep }>
  verifyWebhook(body: string, headers: Headers): Promise<ProviderEvent>
  refund(input: { reference: string; providerPaymentId: string | null; amount: number; currency: string; idempotencyKey: string }): Promise<void>
}
