import { LANGUAGES } from '@cms/core/contract/language'
import { z } from '@cms/core/contract/zodSettings'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { SENDER_FIELDS } from '@cms/features/leads/contract/contact'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { isoDate } from '@cms/core/contract/isoDate'
import { enumeration } from '@cms/core/contract/options'

/**
 * Charter insurance (issue #14, spec 3, 4.4, 8, 9): a request with every field of spec 3, quoted
 * by each chosen insurer's rate card (cms/features/insurance/premium.ts) in a job, shown on /insurance's
 * second tab, and one quote selected, which voids the others and tells the insurer.
 */

/** Spec 9: the coverage /insurance recommends, and so the form's default. */
export const RECOMMENDED_COVERAGE_RUB = 5_000_000
/** Bounds chosen for a charter on the lake: a day to two months, a yacht's party, a sum insurers write. */
export const INSURANCE_BOUNDS = {
  maxDays: 60,
  maxPassengers: 150,
  minCoverage: 100_000,
  maxCoverage: 500_000_000,
  maxExperienceYears: 70,
  maxNotes: 2000,
  maxPreferred: 10,
} as const
/** Spec 4.4: the insurer contacts the customer within this many hours of a selection. */
export const INSURER_CONTACT_HOURS = 24

/** Spec 8's texts, as the page shows them in English; Russian pages show their translation. */
export const INSURANCE_TEXTS = {
  submitError: { en: 'Error submitting quote request', ru: 'Не удалось отправить запрос на расчёт' },
  selectError: { en: 'Error selecting quote', ru: 'Не удалось выбрать предложение' },
  noQuotes: { en: 'No Quotes Available', ru: 'Предложений пока нет' },
} as const

export const QUOTE_REQUEST_STATUSES = enumeration({
  pending: { ru: 'Считается', en: 'Being quoted' },
  quoted: { ru: 'Предложения готовы', en: 'Quoted' },
  selected: { ru: 'Предложение выбрано', en: 'Quote selected' },
})
export const QUOTE_STATUSES = enumeration({
  offered: { ru: 'Предложено', en: 'Offered' },
  selected: { ru: 'Выбрано', en: 'Selected' },
  void: { ru: 'Аннулировано', en: 'Void' },
})

const whole = (code: string, min: number, max: number) => z.coerce.number(code).int(code).min(min, code).max(max, code)

/**
 * POST /api/insurance/quote-requests' body, checked before anything is stored. Each failure is a
 * code the form translates (`insurance.error.<code>`).
 */
export const quoteRequestSchema = z
  .strictObject(
    {
      fullName: SENDER_FIELDS.name,
      email: SENDER_FIELDS.email,
      phone: SENDER_FIELDS.phone,
      startDate: isoDate,
      endDate: isoDate,
      location: z.string('location').trim().min(2, 'location').max(120, 'location'),
      passengers: whole('passengers', 1, INSURANCE_BOUNDS.maxPassengers),
      coverageAmount: whole('coverage', INSURANCE_BOUNDS.minCoverage, INSURANCE_BOUNDS.maxCoverage).default(RECOMMENDED_COVERAGE_RUB),
      professionalCrew: z.boolean('form'),
      captainExperienceYears: whole('experience', 0, INSURANCE_BOUNDS.maxExperienceYears),
      preferredCompanies: z.array(z.coerce.number('preferred').int('preferred').positive('preferred'), 'preferred').max(INSURANCE_BOUNDS.maxPreferred, 'preferred').default([]),
      notes: z.string().trim().max(INSURANCE_BOUNDS.maxNotes, 'notesLong').optional().default(''),
      language: z.enum(LANGUAGES.values).default('ru'),
    },
    'form',
  )
  .refine((request) => request.startDate >= marinaDayOf(new Date()), { path: ['startDate'], message: 'datePast' })
  .refine((request) => request.endDate >= request.startDate, { path: ['endDate'], message: 'datesOrder' })
  .refine((request) => charterDays(request.startDate, request.endDate) <= INSURANCE_BOUNDS.maxDays, { path: ['endDate'], message: 'tooLong' })
export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>
export const quoteRequestErrors = fieldErrors

/** Both ends included: a charter from the 1st to the 3rd is three days. */
export function charterDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`) - Date.parse(`${startDate.slice(0, 10)}T00:00:00Z`)) / 86_400_000) + 1
}

/** A quote as the requester sees it. */
type QuoteView = {
  id: number
  insurer: string
  reference: string
  deductible: number
  requiresInspection: boolean
  validUntil: string
  features: string[]
  totalPremium: number
  status: (typeof QUOTE_STATUSES.values)[number]
}
/** GET /api/insurance/quote-requests/{id}/quotes. */
export type QuotesView = { id: number; status: (typeof QUOTE_REQUEST_STATUSES.values)[number]; startDate: string; endDate: string; location: string; quotes: QuoteView[] }
