/**
 * Bookings as both sides see them (spec 3, 4.4; issue "Booking and payments"): their states, the
 * extra services, the constants of the money path, and the request the portal takes.
 */
import { writtenDuration } from '@cms/core/contract/duration'
import { LANGUAGES } from '@cms/core/contract/language'
import { CONTACT_PHONE_PATTERN } from '@cms/core/contract/phone'
import { enumeration } from '@cms/core/contract/options'
import { isoDate } from '@cms/core/contract/isoDate'
import { z } from '@cms/core/contract/zodSettings'
import type { BookingReviewState } from '@cms/features/reviews/contract/reviews'

/** Spec 4.4's booking states. */
export const BOOKING_STATUSES = enumeration({
  pending: { ru: 'Ожидает', en: 'Pending' },
  confirmed: { ru: 'Подтверждено', en: 'Confirmed' },
  cancelled: { ru: 'Отменено', en: 'Cancelled' },
  completed: { ru: 'Завершено', en: 'Completed' },
})

export const PAYMENT_STATUSES = enumeration({
  unpaid: { ru: 'Не оплачено', en: 'Unpaid' },
  paid: { ru: 'Оплачено', en: 'Paid' },
  refunded: { ru: 'Возвращено', en: 'Refunded' },
  'partially-refunded': { ru: 'Частично возвращено', en: 'Partially refunded' },
})

/** The services a booking may add (spec 3); a captain is asked for on its own. */
export const BOOKING_SERVICES = enumeration({
  catering: { ru: 'Кейтеринг', en: 'Catering' },
  'water-equipment': { ru: 'Водное снаряжение', en: 'Water equipment' },
})
export type BookingService = (typeof BOOKING_SERVICES.values)[number]

export const BOOKING_MODES = enumeration({
  instant: { ru: 'Мгновенное бронирование', en: 'Instant book' },
  request: { ru: 'Бронирование по запросу', en: 'Request to book' },
})

export const CANCELLATION_POLICIES = enumeration({
  flexible: { ru: 'Гибкая', en: 'Flexible' },
  moderate: { ru: 'Умеренная', en: 'Moderate' },
  strict: { ru: 'Строгая', en: 'Strict' },
})
export type CancellationPolicy = (typeof CANCELLATION_POLICIES.values)[number]

/** A booking's yacht as the member's pages show it (GET /api/yachts?ids=…): its policy worded with its refunds. */
export type BookedYacht = { id: number; name: string; home: string; policy: string }

/** The most yachts one request names: a tab lists at most 100 bookings, a travel manager's page two tabs. */
export const BOOKED_YACHTS_MAX = 200

/** GET /api/yachts?ids=1,2&locale=ru: the yachts' ids, comma-separated, and the language to name them in. */
export const bookedYachtsQuerySchema = z.object({
  ids: z
    .string('idsInvalid')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(z.number().int('idsInvalid').positive('idsInvalid')).min(1, 'idsInvalid').max(BOOKED_YACHTS_MAX, 'tooMany')),
  locale: z.enum(LANGUAGES.values, 'localeInvalid'),
})

/** Catering per guest and day (spec 9: 2,500 RUB per person). */
export const CATERING_PER_GUEST_PER_DAY_RUB = 2500

/** A checkout hold keeps the dates for this long; a request waits for the owner this long. */
export const HOLD_MINUTES = 15
export const REQUEST_HOURS = 48
/** Once the owner confirms a request, the customer has this long to pay before the days are let go. */
export const PAY_AFTER_CONFIRMATION_HOURS = 48
/** How often each yacht's imported calendar (its owner's other marketplaces) is read again. */
export const CALENDAR_IMPORT_MINUTES = 15

/**
 * Why a change of a booking's state is refused (POST /api/bookings/{id}/cancel | confirm | decline),
 * each under its code; `onlyState` names the fields that cannot change, after these words.
 */
/**
 * A charter its owner or captain called off for weather (issue "Seasons on the lake", item 3): the
 * customer has 48 hours to choose new days on the same yacht in the same season at the same price,
 * or a full refund whatever the yacht's policy.
 */
export const WEATHER_CALL_OFF = enumeration({
  awaiting: { ru: 'Ждёт выбора клиента', en: 'Awaiting the customer’s choice' },
  rescheduled: { ru: 'Перенесено', en: 'Rescheduled' },
  refunded: { ru: 'Возвращено полностью', en: 'Refunded in full' },
})
export const WEATHER_ANSWER_HOURS = 48
/** A yacht whose weather call-offs pass this share of its charters this year (and at least WEATHER_CALL_OFF_MIN of them) is shown to admins. */
export const WEATHER_CALL_OFF_SHARE = 0.2
export const WEATHER_CALL_OFF_MIN = 2

export const BOOKING_MESSAGES = {
  requestLapsed: `This request has lapsed: the ${writtenDuration(REQUEST_HOURS, 'hour', 'en')} to answer it are over.`,
  cannotChange: 'This booking cannot change that way.',
  onlyState: "Only the booking's state can change here, not:",
  answerLapsed: `The ${writtenDuration(WEATHER_ANSWER_HOURS, 'hour', 'en')} to choose are over.`,
  rescheduleNotSame: 'The new days must be as many as the old ones, ahead, and in the same season.',
} as const

/** The longest charter one request may ask for, and how far ahead the calendar opens. */
export const MAX_BOOKING_DAYS = 60
export const BOOKING_HORIZON_DAYS = 730

/**
 * What one member may hold unpaid at once (holds in checkout, requests waiting for the owner,
 * confirmed requests waiting for the money): three charters, and no more days than one longest
 * charter (MAX_BOOKING_DAYS). A family booking a trip, a second yacht for friends and a later weekend fits; a stranger
 * taking a yacht's season off the calendar for 48 hours at a time does not.
 */
export const MAX_UNPAID_BOOKINGS = 3
export const MAX_UNPAID_DAYS = 60

const text = (max: number) => z.string('required').trim().max(max, 'tooLong')

/**
 * POST /api/bookings. Days are the marina's calendar days (Asia/Irkutsk), both ends included: a
 * one-day charter starts and ends on the same day. Any price in the request is not read.
 */
export const bookingRequestSchema = z
  .strictObject(
    {
      yachtId: z.number('required').int('bodyInvalid').positive('bodyInvalid').optional(),
      tripPackageId: z.number('required').int('bodyInvalid').positive('bodyInvalid').optional(),
      startDate: isoDate,
      endDate: isoDate,
      guests: z.number('required').int('guestsInvalid').min(1, 'guestsInvalid').max(150, 'guestsInvalid'),
      captain: z.boolean('bodyInvalid').default(false),
      services: z
        .array(z.enum(BOOKING_SERVICES.values, 'serviceInvalid'), 'bodyInvalid')
        .max(BOOKING_SERVICES.values.length, 'serviceInvalid')
        .default([])
        .transform((list) => [...new Set(list)]),
      specialRequests: text(2000).optional(),
      contactName: text(120).min(2, 'contactNameShort'),
      contactEmail: z.string('required').trim().toLowerCase().max(254, 'emailInvalid').pipe(z.email('emailInvalid')),
      contactPhone: z.string('required').trim().regex(CONTACT_PHONE_PATTERN, 'phoneInvalid'),
      // Read and ignored: the server prices every booking from the CMS's prices.
      totalPrice: z.unknown().optional(),
      priceBreakdown: z.unknown().optional(),
    },
    'bodyInvalid',
  )
  .refine((body) => (body.yachtId === undefined) !== (body.tripPackageId === undefined), { path: ['yachtId'], error: 'yachtOrTrip' })
  .refine((body) => body.endDate >= body.startDate, { path: ['endDate'], error: 'endBeforeStart' })

export type BookingRequest = z.output<typeof bookingRequestSchema>

/** A booking as the portal API shows it to those who may see it. */
export type BookingView = {
  id: number
  /** Whether the one asking booked it (else they see it as its yacht's owner, or as staff). */
  mine: boolean
  yachtId: number | null
  tripPackageId: number | null
  startDate: string
  endDate: string
  guests: number
  captain: boolean
  services: string[]
  specialRequests: string | null
  contactName: string
  contactEmail: string
  contactPhone: string
  status: string
  awaitingOwner: boolean
  paymentStatus: string
  paymentMethod: string | null
  refundedAmount: number
  holdExpiresAt: string | null
  currency: string | null
  totalPrice: number | null
  priceBreakdown: unknown
  createdAt: string
  /** Called off for weather: the customer's choice, and until when they may make it. */
  weatherCallOff: string | null
  answerBy: string | null
  /** On the customer's own list: what each booked service waits for (its order's status). */
  serviceOrders?: { service: BookingService; status: 'open' | 'accepted' | 'done' }[]
  /** A completed charter of the viewer's own: its review, or until when one may be written (cms/features/reviews). */
  review?: BookingReviewState
}

type StoredBooking = {
  id: number
  customer?: number | { id: number } | null
  yacht?: number | { id: number } | null
  tripPackage?: number | { id: number } | null
  startDate?: string | null
  endDate?: string | null
  guests: number
  captain?: boolean | null
  services?: string[] | null
  specialRequests?: string | null
  contactName: string
  contactEmail: string
  contactPhone: string
  status: string
  awaitingOwner?: boolean | null
  paymentStatus: string
  paymentMethod?: string | null
  refundedAmount?: number | null
  holdExpiresAt?: string | null
  currency?: string | null
  totalPrice?: number | null
  priceBreakdown?: unknown
  createdAt: string
  weatherCallOff?: string | null
  answerBy?: string | null
}

const idOf = (value: number | { id: number } | null | undefined) => (value && typeof value === 'object' ? value.id : (value ?? null))

export function toBookingView(booking: StoredBooking, viewerId: number): BookingView {
  return {
    id: booking.id,
    mine: idOf(booking.customer) === viewerId,
    yachtId: idOf(booking.yacht),
    tripPackageId: idOf(booking.tripPackage),
    startDate: booking.startDate ?? '',
    endDate: booking.endDate ?? '',
    guests: booking.guests,
    captain: booking.captain === true,
    services: booking.services ?? [],
    specialRequests: booking.specialRequests ?? null,
    contactName: booking.contactName,
    contactEmail: booking.contactEmail,
    contactPhone: booking.contactPhone,
    status: booking.status,
    awaitingOwner: booking.awaitingOwner === true,
    paymentStatus: booking.paymentStatus,
    paymentMethod: booking.paymentMethod ?? null,
    refundedAmount: booking.refundedAmount ?? 0,
    holdExpiresAt: booking.holdExpiresAt ?? null,
    currency: booking.currency ?? null,
    totalPrice: booking.totalPrice ?? null,
    priceBreakdown: booking.priceBreakdown ?? [],
    createdAt: booking.createdAt,
    weatherCallOff: booking.weatherCallOff ?? null,
    answerBy: booking.answerBy ?? null,
  }
}

/** A window of days asked of the calendar: at most a year and a bit, ends in order. */
export const dayWindowSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((window) => window.to >= window.from, { path: ['to'], error: 'endBeforeStart' })
  .refine((window) => Date.parse(window.to) - Date.parse(window.from) <= 400 * 86_400_000, { path: ['to'], error: 'windowTooLong' })

/** POST /api/bookings/{id}/reschedule: the new days of a charter called off for weather. */
export const rescheduleSchema = z
  .strictObject({ startDate: isoDate, endDate: isoDate }, 'bodyInvalid')
  .refine((body) => body.endDate >= body.startDate, { path: ['endDate'], error: 'endBeforeStart' })

/** POST /api/owner/blocks: an owner takes days of their yacht off the market. */
export const blockRequestSchema = z
  .strictObject({ yachtId: z.number('required').int('bodyInvalid').positive('bodyInvalid'), startDate: isoDate, endDate: isoDate, note: text(200).optional() }, 'bodyInvalid')
  .refine((body) => body.endDate >= body.startDate, { path: ['endDate'], error: 'endBeforeStart' })
export type BlockRequest = z.output<typeof blockRequestSchema>

export type BlockView = { id: number; yachtId: number; startDate: string; endDate: string; note: string | null; source: string }
