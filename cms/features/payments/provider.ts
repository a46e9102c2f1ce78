import type { PaymentNextStep, PaymentProviderName } from './contract/payments'

/** What a payment pays for: a yacht's booking, a member's place at an event with an entry fee, a donation, or a subscription's period. */
type PaymentPurpose = { kind: 'booking' | 'registration' | 'donation' | 'subscription'; id: number }

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
  /** Keep the card for charges without the cardholder (a subscription's renewals): the succeeded event then carries its token. */
  saveCard?: boolean
}

/** A charge of a card kept at an earlier payment, made without the cardholder (a renewal); its outcome arrives by callback. */
type SavedCardCharge = Omit<PaymentToStart, 'returnUrl' | 'saveCard'> & { savedCard: string }

/** A verified callback from the provider, in the portal's terms. */
export type ProviderEvent = {
  id: string
  kind: 'succeeded' | 'failed' | 'requires-action' | 'refunded' | 'other'
  /** The provider's id of the attempt, as `initiate` returned it. */
  reference: string
  /** The provider's id of the money movement, where it differs from the reference (Stripe's PaymentIntent). */
  providerPaymentId?: string
  failureCode?: string
  /** The token of the card kept for later charges, when the payment asked to keep it. */
  savedCard?: string
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
  /**
   * Charges a kept card without its holder, answering at once whether it paid (a callback may
   * follow, and settles nothing twice): the test gateway's kept card, Stripe's customer and
   * payment method. A subscription without a kept card ends with its period.
   */
  chargeSavedCard?(charge: SavedCardCharge): Promise<{ reference: string; providerPaymentId?: string; paid: boolean; failureCode?: string }>
}
