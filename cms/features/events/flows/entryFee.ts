import type { Member } from '@cms/core/visitor'
import type { PaymentNextStep } from '@cms/features/payments/contract/payments'
import { openPayment } from '@cms/features/payments'
import { liveRegistration } from './registrations'

export type FeeRefusal = 'notRegistered' | 'waitlisted' | 'notOwed' | 'alreadyPaid' | 'holdExpired'
export type FeeOutcome = { ok: true; paymentId: number; next: PaymentNextStep } | { ok: false; reason: FeeRefusal }

/**
 * Starts paying the entry fee of the member's place at an event, while the place is held for it:
 * the amount is the fee recorded on the place when it was taken. Each start is a new attempt with
 * the active provider, as a booking's is; the provider's callback settles it (settlePayment).
 */
export async function startEntryFeePayment(member: Member, eventId: number, returnUrl: string): Promise<FeeOutcome> {
  const registration = await liveRegistration(member, eventId)
  if (!registration) return { ok: false, reason: 'notRegistered' }
  if (registration.paymentStatus === 'paid') return { ok: false, reason: 'alreadyPaid' }
  if (registration.paymentStatus !== 'unpaid' || (registration.fee ?? 0) <= 0) return { ok: false, reason: 'notOwed' }
  if (registration.status === 'waitlisted') return { ok: false, reason: 'waitlisted' }
  if (!registration.holdExpiresAt || Date.parse(registration.holdExpiresAt) <= Date.now()) return { ok: false, reason: 'holdExpired' }
  const event = await member.payload.findByID({ collection: 'events', id: eventId, depth: 0, locale: member.language, overrideAccess: true, disableErrors: true })
  const title = event?.title ?? `#${eventId}`
  return openPayment(member, {
    purpose: { kind: 'registration', id: registration.id },
    amount: registration.fee ?? 0,
    currency: 'RUB',
    description: member.language === 'ru' ? `Взнос за участие: ${title}` : `Entry fee: ${title}`,
    customerEmail: member.user.email,
    returnUrl,
  })
}
