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

/** A member's bookings, and their published yachts as the bookings show them, by id. */
export type BookingList = { bookings: BookingView[]; yachts: Map<number, BookedYacht> }

/**
 * The member's bookings of `tabs`, tab after tab, with their yachts named in `locale`: read
 * together, so a list never shows without its yachts' names. The pages carry no catalogue.
 */
export async function bookingsWithYachts(tabs: readonly ('upcoming' | 'past' | 'cancelled')[], locale: Locale): Promise<BookingList> {
  const lists = await Promise.all(tabs.map(async (tab) => (await read<{ docs: BookingView[] }>(`/api/bookings?tab=${tab}`)).docs))
  const bookings = lists.flat()
  const ids = [...new Set(bookings.flatMap((booking) => (booking.yachtId ? [booking.yachtId] : [])))].sort((a, b) => a - b)
  if (ids.length === 0) return { bookings, yachts: new Map() }
  const { docs } = await read<{ docs: BookedYacht[] }>(`/api/yachts?ids=${ids.join(',')}&locale=${locale}`)
  return { bookings, yachts: new Map(docs.map((yacht) => [yacht.id, yacht])) }
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
