import { enumeration } from './options'
import { z } from './zodSettings'

/**
 * Event registration (issue "Community …"): a verified member takes a place, or a place on the
 * waiting list when the event is full; cancelling frees the place for the first on the list.
 */
export const REGISTRATION_STATUSES = enumeration({
  registered: { ru: 'Зарегистрирован', en: 'Registered' },
  waitlisted: { ru: 'В листе ожидания', en: 'Waiting list' },
  cancelled: { ru: 'Отменено', en: 'Cancelled' },
})
export type RegistrationStatus = (typeof REGISTRATION_STATUSES.values)[number]

export const REGISTRATION_MESSAGES = {
  alreadyRegistered: 'You are already registered for this event.',
  eventClosed: 'Registration for this event is closed.',
  notRegistered: 'You are not registered for this event.',
  verifyFirst: 'Confirm your email address before registering for events.',
  onlyCancel: 'A registration can only be cancelled, or its listing changed.',
} as const

/** POST /api/events/{id}/registrations: whether the member's name may appear in the participants list. */
export const registrationRequestSchema = z.strictObject({ listed: z.boolean('bodyInvalid').default(false) }, 'bodyInvalid')

/** The member's own place, as the event page shows it. */
export type MyRegistration = { status: Exclude<RegistrationStatus, 'cancelled'>; position: number | null; listed: boolean }

/** GET /api/events/{id}/participants. */
export type ParticipantsView = { count: number; capacity: number; waitlisted: number; names: string[]; me: MyRegistration | null }
