import type { PaymentNextStep } from '@cms/features/payments/contract/payments'
import { ApiError, readJson, wroteData } from '@site/lib/api/client'

/** What the card form sends and hears: the test gateway's card doors, used by every kind of payment. */

export type ChargeAnswer = {
  id: string
  state: 'open' | 'requires-action' | 'succeeded' | 'failed' | 'refunded' | 'partially-refunded'
  amount: number
  currency: string
  code?: string
}
export type CardFormStep = Extract<PaymentNextStep, { kind: 'card-form' }>

/** The test gateway's card doors answer 402 for a declined card: that is an answer, not a failure. */
async function gatewayCall(path: string, body: unknown): Promise<ChargeAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.status === 402) return readJson<ChargeAnswer>(response)
  if (!response.ok) throw await ApiError.from(response)
  wroteData()
  return readJson<ChargeAnswer>(response)
}

export const payCharge = (chargeId: string, body: { clientSecret: string; number: string; expiry: string; cvc: string; name?: string }) =>
  gatewayCall(`/api/test-gateway/charges/${encodeURIComponent(chargeId)}/pay`, body)

export const authenticateCharge = (chargeId: string, clientSecret: string, approve: boolean) =>
  gatewayCall(`/api/test-gateway/charges/${encodeURIComponent(chargeId)}/authenticate`, { clientSecret, approve })
