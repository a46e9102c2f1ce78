import type { BookingView } from '@cms/features/bookings/contract/bookings'
import type { PaymentNextStep } from '@cms/features/payments/contract/payments'
import { ApiError, apiRequest, readJson, wroteData } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'
import { waitForPayment } from '@site/ui/waitForPayment'

/** The booking calls the islands make. Each throws an ApiError on a refusal; the caller words it. */

export type { BookingView }
export type DayRange = { start: string; end: string }
export type ChargeAnswer = {
  id: string
  state: 'open' | 'requires-action' | 'succeeded' | 'failed' | 'refunded' | 'partially-refunded'
  amount: number
  currency: string
  code?: string
}
export type CardFormStep = Extract<PaymentNextStep, { kind: 'card-form' }>

export async function takenDays(yachtId: number, from: string, to: string): Promise<DayRange[]> {
  const answer = await read<{ taken: DayRange[] }>(`/api/yachts/${yachtId}/availability?from=${from}&to=${to}`)
  return answer?.taken ?? []
}

export async function createBooking(body: Record<string, unknown>): Promise<BookingView> {
  return readJson<BookingView>(await apiRequest('POST', '/api/bookings', body))
}

async function bookingById(id: number): Promise<BookingView> {
  return readJson<BookingView>(await apiRequest('GET', `/api/bookings/${id}`))
}

export async function bookingsOf(tab: 'upcoming' | 'past' | 'cancelled'): Promise<BookingView[]> {
  return (await read<{ docs: BookingView[] }>(`/api/bookings?tab=${tab}`)).docs
}

export async function changeBooking(id: number, action: 'cancel' | 'confirm' | 'decline'): Promise<BookingView> {
  return readJson<BookingView>(await apiRequest('POST', `/api/bookings/${id}/${action}`))
}

export async function startPayment(bookingId: number): Promise<PaymentNextStep> {
  return (await readJson<{ next: PaymentNextStep }>(await apiRequest('POST', `/api/payments/${bookingId}`, { method: 'card' }))).next
}

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

/** The booking once the webhook has settled its payment (or as it stands after about 10 s). */
export const settledBooking = (id: number): Promise<BookingView> =>
  waitForPayment(
    () => bookingById(id),
    (booking) => booking.paymentStatus === 'unpaid' && booking.status !== 'cancelled',
  )
