import { HOLD_MINUTES } from '@cms/features/bookings/contract/bookings'
import { enumeration } from '@cms/core/contract/options'
import { z } from '@cms/core/contract/zodSettings'

/**
 * Event registration (issue "Community …"): a verified member takes a place, or a place on the
 * waiting list when the event is full; cancelling frees the place for the first on the list.
 */
export const REGISTRATION_STATUSES = enumeration({
  registered: { ru: 'Зарегистрирован', en: 'Registered' },
  waitlisted: { ru: 'В листе ожидания', en: 'Waiting list' },
  cancelled: { ru: 'Отменено', en: 'Cancelled' },
})
type RegistrationStatus = (typeof REGISTRATION_STATUSES.values)[number]

/**
 * The entry fee of a place (the event's `entryFee`, copied when the member registers): a free
 * event's places owe nothing; a paid one's place is held unpaid for a while, then paid, and
 * refunded when a paid place is cancelled.
 */
export const REGISTRATION_PAYMENT_STATUSES = enumeration({
  none: { ru: 'Без взноса', en: 'No fee' },
  unpaid: { ru: 'Ждёт оплаты', en: 'Awaiting payment' },
  paid: { ru: 'Оплачено', en: 'Paid' },
  refunded: { ru: 'Возвращено', en: 'Refunded' },
})
type RegistrationPaymentStatus = (typeof REGISTRATION_PAYMENT_STATUSES.values)[number]

/** A place at an event with a fee is held this long for its payment, as a yacht's checkout is. */
export const FEE_HOLD_MINUTES = HOLD_MINUTES
/** A member moved up from the waiting list of an event with a fee has this long to pay. */
export const FEE_HOLD_AFTER_WAITLIST_HOURS = 24

/** The registration calls' refusals, each under its code (the answer's `code`). */
export const REGISTRATION_MESSAGES = {
  alreadyRegistered: 'You are already registered for this event.',
  eventClosed: 'Registration for this event is closed.',
  notRegistered: 'You are not registered for this event.',
  verifyFirst: 'Confirm your email address before registering for events.',
  onlyCancel: 'A registration can only be cancelled, or its listing changed.',
  /** Why a place cannot be paid now (POST /api/events/{id}/registrations/me/payment), with notRegistered. */
  notOwed: 'This place has no entry fee to pay.',
  alreadyPaid: 'The entry fee for this place is already paid.',
  holdExpired: 'The time to pay the entry fee has run out, and the place was released. Please register again.',
  waitlisted: 'You are on the waiting list: you pay once a place is yours.',
  /** The server's own, when a lapsed place it meant to release was paid or cancelled meanwhile. */
  holdNotLapsed: 'This place is no longer waiting for its entry fee.',
} as const

/** POST /api/events/{id}/registrations: whether the member's name may appear in the participants list. */
export const registrationRequestSchema = z.strictObject({ listed: z.boolean('bodyInvalid').default(false) }, 'bodyInvalid')

/** The member's own place, as the event page shows it. */
export type MyRegistration = {
  status: Exclude<RegistrationStatus, 'cancelled'>
  position: number | null
  listed: boolean
  /** The place's fee in roubles (0 when the event is free), what it owes, and until when an unpaid place is held. */
  fee: number
  paymentStatus: RegistrationPaymentStatus
  holdExpiresAt: string | null
}

/** GET /api/events/{id}/participants. */
export type ParticipantsView = { count: number; capacity: number; waitlisted: number; names: string[]; me: MyRegistration | null }
