import { LANGUAGES } from '@cms/core/contract/language'
import { z } from '@cms/core/contract/zodSettings'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { SENDER_FIELDS } from './contact'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { isoDate } from '@cms/core/contract/isoDate'
import { enumeration } from '@cms/core/contract/options'

/**
 * The concierge's inquiry (issue #14, spec 2.1's /concierge): what the visitor wants arranged,
 * when, for how many, and for how much. It becomes a lead admins handle in the CMS.
 */
export const CONCIERGE_SERVICES = enumeration({
  transfer: { ru: 'Трансфер', en: 'Transfer' },
  accommodation: { ru: 'Гостиница', en: 'Accommodation' },
  guide: { ru: 'Гид и экскурсии', en: 'Guide and excursions' },
  permits: { ru: 'Разрешения и пропуска', en: 'Permits' },
  restaurant: { ru: 'Рестораны и ужины', en: 'Restaurants and dinners' },
  celebration: { ru: 'Праздник на борту', en: 'A celebration on board' },
  other: { ru: 'Другое', en: 'Something else' },
})

/** What a lead asks for: something arranged by the concierge, a yacht for sale, or a special event on the water. */
export const LEAD_KINDS = enumeration({
  concierge: { ru: 'Консьерж', en: 'Concierge' },
  'yacht-sale': { ru: 'Покупка яхты', en: 'Yacht purchase' },
  'special-event': { ru: 'Особое событие', en: 'Special event' },
})
export type LeadKind = (typeof LEAD_KINDS.values)[number]

/** The fields each kind of lead cannot do without (the collection checks them; the database too, where it can). */
export const LEAD_REQUIRES: Record<LeadKind, readonly ('service' | 'fromDate' | 'toDate' | 'guests' | 'listing' | 'specialEvent')[]> = {
  concierge: ['service', 'fromDate', 'toDate', 'guests'],
  'yacht-sale': ['listing'],
  'special-event': ['specialEvent', 'fromDate', 'guests'],
}

export const LEAD_STATUSES = enumeration({
  new: { ru: 'Новая', en: 'New' },
  'in-progress': { ru: 'В работе', en: 'In progress' },
  done: { ru: 'Выполнена', en: 'Done' },
})

/** Bounds: a party on one or a few yachts, a budget in whole roubles up to 100 million. */
export const CONCIERGE_MAX_GUESTS = 200
export const CONCIERGE_MAX_BUDGET = 100_000_000

/**
 * POST /api/concierge's body, checked before anything is stored. Each failure is a code the form
 * translates (`concierge.error.<code>`).
 */
export const conciergeSchema = z
  .strictObject(
    {
      ...SENDER_FIELDS,
      service: z.enum(CONCIERGE_SERVICES.values, 'service'),
      from: isoDate,
      to: isoDate,
      guests: z.coerce.number('guests').int('guests').min(1, 'guests').max(CONCIERGE_MAX_GUESTS, 'guests'),
      // An empty field means no budget named.
      budget: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        z.coerce.number('budget').int('budget').min(0, 'budget').max(CONCIERGE_MAX_BUDGET, 'budget').optional(),
      ),
      message: z.string().trim().max(4000, 'messageLong').optional().default(''),
      language: z.enum(LANGUAGES.values).default('ru'),
    },
    'form',
  )
  .refine((inquiry) => inquiry.from >= marinaDayOf(new Date()), { path: ['from'], message: 'datePast' })
  .refine((inquiry) => inquiry.to >= inquiry.from, { path: ['to'], message: 'datesOrder' })

export type ConciergeInquiry = z.infer<typeof conciergeSchema>
export const conciergeErrors = fieldErrors
