import { relationId } from '@cms/core/contract/relationId'
import type { Member } from '@cms/core/visitor'
import { openPayment } from '@cms/features/payments'
import type { PaymentNextStep, StartRefusal } from '@cms/features/payments/contract/payments'
import { memberBooking } from './memberBookings'

export type StartOutcome = { ok: true; paymentId: number; next: PaymentNextStep } | { ok: false; reason: StartRefusal }

/**
 * Starts paying a booking, for its customer: a booking in checkout whose hold is live, or one the
 * owner confirmed that waits for its money. The amount is the booking's server-computed price.
 * Each start is a new attempt (a payment record) with the active provider, which says what the
 * browser does next: fill the test gateway's card form, or go to Stripe's checkout.
 */
export async function startPayment(visitor: Member, bookingId: number, returnUrl: string): Promise<StartOutcome> {
  const booking = await memberBooking(visitor, bookingId)
  if (!booking) return { ok: false, reason: 'notFound' }
  // The customer field is the customer's own to read: the yacht's owner sees the booking without it.
  if (relationId(booking.customer) !== visitor.user.id) return { ok: false, reason: 'notYours' }
  if (booking.paymentStatus !== 'unpaid') return { ok: false, reason: 'alreadyPaid' }
  if (booking.status === 'pending') {
    if (booking.awaitingOwner) return { ok: false, reason: 'awaitingOwner' }
    if (!booking.holdExpiresAt || Date.parse(booking.holdExpiresAt) <= Date.now()) return { ok: false, reason: 'holdExpired' }
  } else if (booking.status !== 'confirmed') return { ok: false, reason: 'notPayable' }
  else if (booking.holdExpiresAt && Date.parse(booking.holdExpiresAt) <= Date.now()) return { ok: false, reason: 'holdExpired' }
  const amount = booking.totalPrice ?? 0
  if (amount <= 0) return { ok: false, reason: 'notPayable' }

  return openPayment(visitor, {
    purpose: { kind: 'booking', id: booking.id },
    amount,
    currency: booking.currency === 'USD' ? 'USD' : 'RUB',
    description:
      visitor.language === 'ru' ? `Бронирование №${booking.id}, ${booking.startDate} — ${booking.endDate}` : `Booking #${booking.id}, ${booking.startDate} to ${booking.endDate}`,
    customerEmail: booking.contactEmail,
    returnUrl,
  })
}
