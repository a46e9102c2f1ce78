import { LANGUAGES } from '@cms/core/contract/language'
import { z } from '@cms/core/contract/zodSettings'

import { SENDER_FIELDS } from '@cms/features/leads/contract/contact'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { enumeration } from '@cms/core/contract/options'

/**
 * Donations (issue #14, spec 2.1's /donations): an amount the CMS offers or one of the donor's
 * own, paid by card through the active provider, thanked by email with a receipt, and named in
 * the donors' list only when the donor asks to be.
 */
export const DONATION_STATUSES = enumeration({
  pending: { ru: 'Ждёт оплаты', en: 'Awaiting payment' },
  paid: { ru: 'Получено', en: 'Received' },
  refunded: { ru: 'Возвращено', en: 'Refunded' },
})

/** Whole roubles: from a cup of tea on the pier to a sizeable gift; larger ones go through the team. */
export const DONATION_MIN_RUB = 100
export const DONATION_MAX_RUB = 1_000_000
/** What /donations offers until an editor sets the amounts in the site settings. */
export const DEFAULT_DONATION_AMOUNTS = [500, 1000, 3000, 5000] as const
/** The donors' list shows this many, the latest first. */
export const DONORS_LISTED = 50

/**
 * POST /api/donations's body, checked before anything is stored. Each failure is a code the form
 * translates (`donations.error.<code>`).
 */
export const donationSchema = z.strictObject(
  {
    amount: z.coerce.number('amount').int('amount').min(DONATION_MIN_RUB, 'amount').max(DONATION_MAX_RUB, 'amount'),
    name: SENDER_FIELDS.name,
    email: SENDER_FIELDS.email,
    listed: z.boolean('form').default(false),
    message: z.string().trim().max(500, 'messageLong').optional().default(''),
    language: z.enum(LANGUAGES.values).default('ru'),
    method: z.enum(['card'], 'form').default('card'),
  },
  'form',
)
export type DonationRequest = z.infer<typeof donationSchema>
export const donationErrors = fieldErrors

/** GET /api/donations/donors: those who asked to be named, and how many gave in all. */
export type DonorsView = { donors: { name: string; at: string }[]; count: number }
