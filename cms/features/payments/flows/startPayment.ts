import type { Visitor, Member } from '@cms/core/visitor'
import { memberBooking } from '@cms/features/bookings/flows/memberBookings'
import type { PaymentNextStep, StartRefusal } from '../contract/payments'
import type { PaymentToStart } from '../provider'
import { activeProvider } from '../providers'
import { relationId } from '@cms/core/contract/relationId'

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

/**
 * Records a new attempt to pay a booking, a place or a donation (a guest's too), and asks the
 * active provider to start it: the answer says what the browser does next. An attempt the
 * provider cannot start is recorded as failed.
 */
export async function openPayment(visitor: Visitor, attempt: Omit<PaymentToStart, 'paymentId' | 'payer'>): Promise<{ ok: true; paymentId: number; next: PaymentNextStep }> {
  const { payload } = visitor
  const provider = activeProvider(payload)
  const payment = await payload.create({
    collection: 'payments',
    data: {
      [attempt.purpose.kind]: attempt.purpose.id,
      customer: visitor.user?.id ?? null,
      provider: provider.name,
      amount: attempt.amount,
      currency: attempt.currency,
      state: 'initiated',
      refundedAmount: 0,
    },
    overrideAccess: true,
    depth: 0,
  })
  try {
    const { reference, next } = await provider.initiate({ ...attempt, paymentId: payment.id, payer: visitor.user?.id ?? null })
    await payload.update({ collection: 'payments', id: payment.id, data: { reference }, overrideAccess: true, depth: 0 })
    return { ok: true, paymentId: payment.id, next }
  } catch (error) {
    await payload.update({ collection: 'payments', id: payment.id, data: { state: 'failed', failureCode: 'provider_unreachable' }, overrideAccess: true, depth: 0 })
    throw error
  }
}
