import { MESSAGES } from '@cms/core/contract/messages'
import { json } from './http'
import { answerFailure } from './failures'

/** A payment that could not be started: the provider's SDK failing is a 502 the customer may retry; anything else as any failure. */
export function answerPaymentFailure(error: unknown): Response {
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status === 'number' && status >= 400) return answerFailure(error)
  if ((error as { type?: unknown } | null)?.type?.toString().startsWith('Stripe')) return json(502, { error: MESSAGES.paymentProviderDown })
  return answerFailure(error)
}
