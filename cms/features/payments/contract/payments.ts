/**
 * Payments as the portal and its browsers speak of them (issue "Booking and payments"): the
 * providers, a payment's states, the cancellation policies' refund rules, and the requests the
 * payment step and the test gateway's card form send.
 */
import { type CancellationPolicy, HOLD_MINUTES } from '@cms/features/bookings/contract/bookings'
import { writtenDuration } from '@cms/core/contract/duration'
import { enumeration } from '@cms/core/contract/options'
import { z } from '@cms/core/contract/zodSettings'

export const PAYMENT_PROVIDERS = enumeration({
  'test-gateway': { ru: 'Тестовый платёжный шлюз', en: 'Test payment gateway' },
  stripe: { ru: 'Stripe', en: 'Stripe' },
})
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS.values)[number]

/** A payment attempt's life: started, perhaps asked to confirm, then paid or failed; later refunded. */
export const PAYMENT_STATES = enumeration({
  initiated: { ru: 'Начат', en: 'Initiated' },
  'requires-action': { ru: 'Ждёт подтверждения', en: 'Awaiting confirmation' },
  succeeded: { ru: 'Оплачен', en: 'Succeeded' },
  failed: { ru: 'Отклонён', en: 'Failed' },
  refunded: { ru: 'Возвращён', en: 'Refunded' },
  'partially-refunded': { ru: 'Возвращён частично', en: 'Partially refunded' },
})

/** Why a booking cannot be paid now (POST /api/payments/{bookingId}), each under its code. */
export const PAYMENT_MESSAGES = {
  notFound: 'Not found.',
  notYours: 'Only the person who booked can pay for this booking.',
  awaitingOwner: 'The yacht’s owner has not confirmed this request yet. You can pay once they do.',
  holdExpired: `The ${writtenDuration(HOLD_MINUTES, 'minute', 'en')} to pay for this booking have run out. Please book again.`,
  alreadyPaid: 'This booking is already paid.',
  notPayable: 'This booking cannot be paid.',
} as const
export type StartRefusal = keyof typeof PAYMENT_MESSAGES

/** POST /api/payments/{bookingId}: the method the customer chose (a card, by whichever provider is on). */
export const paymentStartSchema = z.strictObject({ method: z.enum(['card'], 'methodInvalid') }, 'bodyInvalid')

/**
 * A cancellation policy: from how many whole days before the charter's first day which share of
 * the price comes back, the longest notice first. Cancelling later than the last tier refunds
 * nothing. A refund the owner or the portal causes (a declined request, a late payment) is whole.
 */
export type RefundTier = { daysBefore: number; percent: number }
export const REFUND_TIERS: Record<CancellationPolicy, readonly RefundTier[]> = {
  flexible: [{ daysBefore: 1, percent: 100 }],
  moderate: [
    { daysBefore: 7, percent: 100 },
    { daysBefore: 2, percent: 50 },
  ],
  strict: [
    { daysBefore: 30, percent: 100 },
    { daysBefore: 14, percent: 50 },
  ],
}

/** The policy's rule in words, as the yacht page and the booking's terms show it. */
export function refundRule(policy: CancellationPolicy, language: 'ru' | 'en'): string {
  const tiers = REFUND_TIERS[policy]
  const parts = tiers.map(({ daysBefore, percent }) =>
    language === 'ru'
      ? `${percent === 100 ? 'полный возврат' : `возврат ${percent}%`} при отмене не позднее чем за ${daysBefore} ${dayWordRu(daysBefore)} до начала`
      : `${percent === 100 ? 'a full refund' : `a ${percent}% refund`} when cancelled at least ${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before the start`,
  )
  const tail = language === 'ru' ? 'позже — без возврата' : 'no refund after that'
  const sentence = `${parts.join('; ')}; ${tail}.`
  return sentence.charAt(0).toUpperCase() + sentence.slice(1)
}

function dayWordRu(count: number): string {
  const lastTwo = count % 100
  const last = count % 10
  if (lastTwo >= 11 && lastTwo <= 14) return 'дней'
  if (last === 1) return 'день'
  if (last >= 2 && last <= 4) return 'дня'
  return 'дней'
}

/** Digits only, 12 to 19 of them, passing the Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

const cardNumber = z
  .string('required')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine(luhnValid, 'cardNumberInvalid')
const expiry = z
  .string('required')
  .trim()
  .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'cardExpiryInvalid')
  .refine((value) => !cardExpired(value, new Date()), 'cardExpired')
const cvc = z
  .string('required')
  .trim()
  .regex(/^\d{3,4}$/, 'cardCvcInvalid')

/** A card has expired once the last day of its month (MM/YY) is over. */
export function cardExpired(value: string, now: Date): boolean {
  const [month = 0, year = 0] = value.split('/').map((part) => Number(part.trim()))
  return Date.UTC(2000 + year, month, 1) <= now.getTime()
}

/** The test gateway's card form: pays one charge with its client secret. */
export const cardPaymentSchema = z.strictObject(
  { clientSecret: z.string('required').min(10, 'bodyInvalid').max(200, 'bodyInvalid'), number: cardNumber, expiry, cvc, name: z.string().trim().max(120, 'tooLong').optional() },
  'bodyInvalid',
)

/** The test gateway's confirmation step (the bank's "is it you?"), for cards that ask for one. */
export const cardAuthenticationSchema = z.strictObject(
  { clientSecret: z.string('required').min(10, 'bodyInvalid').max(200, 'bodyInvalid'), approve: z.boolean('bodyInvalid') },
  'bodyInvalid',
)

/** /payment-test: any amount, in whole roubles or dollars, with a note. */
export const testChargeSchema = z.strictObject(
  {
    amount: z.number('required').int('amountInvalid').min(1, 'amountInvalid').max(100_000_000, 'amountInvalid'),
    currency: z.enum(['RUB', 'USD'], 'bodyInvalid').default('RUB'),
    description: z.string().trim().max(200, 'tooLong').optional(),
  },
  'bodyInvalid',
)

/** What the browser must do next to pay (the answer of POST /api/payments/{bookingId}). */
export type PaymentNextStep =
  | { kind: 'card-form'; provider: 'test-gateway'; chargeId: string; clientSecret: string; amount: number; currency: string }
  | { kind: 'redirect'; provider: PaymentProviderName; url: string }
