import { LANGUAGES } from '@cms/core/contract/language'
import { z } from '@cms/core/contract/zodSettings'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { SENDER_FIELDS } from './contact'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { isoDate } from '@cms/core/contract/isoDate'
import { enumeration } from '@cms/core/contract/options'

/**
 * Special events (issue #14, spec 2.1's /special-events): occasions on the water the team
 * arranges to order (corporate charters, weddings and the like), listed in the CMS. A visitor asks
 * for one on a day for a number of guests; the inquiry becomes a lead the team answers with a quote.
 */
export const OCCASIONS = enumeration({
  corporate: { ru: 'Корпоратив', en: 'Corporate' },
  wedding: { ru: 'Свадьба', en: 'Wedding' },
  birthday: { ru: 'День рождения', en: 'Birthday' },
  proposal: { ru: 'Предложение руки и сердца', en: 'Proposal' },
  'photo-shoot': { ru: 'Фотосессия', en: 'Photo shoot' },
  other: { ru: 'Другое', en: 'Other' },
})

/** The largest party one special event takes: the fleet's biggest yachts together. */
export const SPECIAL_EVENT_MAX_GUESTS = 150

/**
 * POST /api/special-events/inquiries' body, checked before anything is stored. Each failure is a
 * code the form translates (`specialEvents.error.<code>`).
 */
export const specialEventInquirySchema = z
  .strictObject(
    {
      ...SENDER_FIELDS,
      specialEvent: z.coerce.number('specialEvent').int('specialEvent').positive('specialEvent'),
      date: isoDate,
      guests: z.coerce.number('guests').int('guests').min(1, 'guests').max(SPECIAL_EVENT_MAX_GUESTS, 'guests'),
      message: z.string().trim().max(4000, 'messageLong').optional().default(''),
      language: z.enum(LANGUAGES.values).default('ru'),
    },
    'form',
  )
  .refine((inquiry) => inquiry.date >= marinaDayOf(new Date()), { path: ['date'], message: 'datePast' })
export type SpecialEventInquiry = z.infer<typeof specialEventInquirySchema>
export const specialEventErrors = fieldErrors
