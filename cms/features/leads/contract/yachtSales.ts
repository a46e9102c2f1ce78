import { LANGUAGES } from '@cms/core/contract/language'
import { z } from '@cms/core/contract/zodSettings'

import { SENDER_FIELDS } from './contact'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { enumeration } from '@cms/core/contract/options'

/**
 * Yacht sales (issue #14, spec 2.1's /yacht-sales): yachts for sale that editors list in the CMS,
 * each with an inquiry form whose message becomes a lead the team answers by hand.
 */
export const SALE_STATUSES = enumeration({
  'for-sale': { ru: 'Продаётся', en: 'For sale' },
  'under-offer': { ru: 'Идут переговоры', en: 'Under offer' },
  sold: { ru: 'Продана', en: 'Sold' },
})

/** Asking prices in whole roubles, up to a billion (a large motor yacht). */
export const ASKING_PRICE_MAX_RUB = 1_000_000_000

/**
 * POST /api/yacht-sales/inquiries' body, checked before anything is stored. Each failure is a
 * code the form translates (`yachtSales.error.<code>`).
 */
export const yachtSaleInquirySchema = z.strictObject(
  {
    ...SENDER_FIELDS,
    listing: z.coerce.number('listing').int('listing').positive('listing'),
    message: z.string().trim().min(10, 'messageShort').max(4000, 'messageLong'),
    language: z.enum(LANGUAGES.values).default('ru'),
  },
  'form',
)
export type YachtSaleInquiry = z.infer<typeof yachtSaleInquirySchema>
export const yachtSaleErrors = fieldErrors
