import type { Payload } from 'payload'

import type { PaymentProvider } from './provider'
import { stripeProvider, stripeSettingsFromEnv } from './stripe/provider'
import { testGatewayProvider } from './testGateway/provider'

let stripe: { key: string; provider: PaymentProvider } | null = null

function configuredStripe(): PaymentProvider | null {
  const settings = stripeSettingsFromEnv()
  if (!settings) return null
  const key = `${settings.secretKey}|${settings.webhookSecret}|${settings.apiUrl ?? ''}`
  if (stripe?.key !== key) stripe = { key, provider: stripeProvider(settings) }
  return stripe.provider
}

/** The provider new payments go to: Stripe when STRIPE_SECRET_KEY is set, else the portal's test gateway. */
export function activeProvider(payload: Payload): PaymentProvider {
  return configuredStripe() ?? testGatewayProvider(payload)
}

/** Whether the test gateway takes new payments (its card form and /payment-test are open). */
export function testGatewayActive(): boolean {
  return !process.env.STRIPE_SECRET_KEY
}

/** The provider of an existing payment (its callbacks, its refund), or null for one not set up here. */
export function providerNamed(payload: Payload, name: string): PaymentProvider | null {
  if (name === 'test-gateway') return testGatewayProvider(payload)
  if (name === 'stripe') return configuredStripe()
  return null
}
