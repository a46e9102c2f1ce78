import type { BookedYacht, BookingView } from '@cms/features/bookings/contract/bookings'
import type { PaymentNextStep } from '@cms/features/payments/contract/payments'
import { apiRequest, readJson } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'
import type { Locale } from '@site/i18n'
import { waitForPayment } from '@site/ui/waitForPayment'

/** The booking calls the islands make. Each throws an ApiError on a refusal; the caller words it. */

export type { BookedYacht, BookingView }
export type DayRange = { start: string; end: string }

/** A yacht's days from `from` to `to` that cannot be booked: taken, or out of its marina's navigation season. */
export type YachtCalendar = { taken: DayRange[]; outOfSeason: DayRange[] }

export async function yachtCalendar(yachtId: number, from: string, to: string): Promise<YachtCalendar> {
  const answer = await read<Partial<YachtCalendar>>(`/api/yachts/${yachtId}/availability?from=${from}&to=${to}`)
  return { taken: answer?.taken ?? [], outOfSeason: answer?.outOfSeason ?? [] }
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

/** The published yachts of `bookings` as the bookings show them, named in `locale`, by id. */
export async function bookedYachtsOf(bookings: readonly BookingView[], locale: Locale): Promise<Map<number, BookedYacht>> {
  const ids = [...new Set(bookings.flatMap((booking) => (booking.yachtId ? [booking.yachtId] : [])))].sort((a, b) => a - b)
  if (ids.length === 0) return new Map()
  const { docs } = await read<{ docs: BookedYacht[] }>(`/api/yachts?ids=${ids.join(',')}&locale=${locale}`)
  return new Map(docs.map((yacht) => [yacht.id, yacht]))
}

export async function changeBooking(id: number, action: 'cancel' | 'confirm' | 'decline'): Promise<BookingView> {
  return readJson<BookingView>(await apiRequest('POST', `/api/bookings/${id}/${action}`))
}

export async function startPayment(bookingId: number): Promise<PaymentNextStep> {
  return (await readJson<{ next: PaymentNextStep }>(await apiRequest('POST', `/api/payments/${bookingId}`, { method: 'card' }))).next
}

/** The booking once the webhook has settled its payment (or as it stands after about 10 s). */
export const settledBooking = (id: number): Promise<BookingView> =>
  waitForPayment(
    () => bookingById(id),
    (booking) => booking.paymentStatus === 'unpaid' && booking.status !== 'cancelled',
  )

/** The yacht's owner or the charter's crew call it off for weather. */
export async function callOffForWeather(id: number): Promise<BookingView> {
  return readJson<BookingView>(await apiRequest('POST', `/api/bookings/${id}/call-off`))
}

/** The customer moves a charter called off for weather to new days. */
export async function rescheduleCalledOff(id: number, days: { startDate: string; endDate: string }): Promise<BookingView> {
  return readJson<BookingView>(await apiRequest('POST', `/api/bookings/${id}/reschedule`, days))
}
