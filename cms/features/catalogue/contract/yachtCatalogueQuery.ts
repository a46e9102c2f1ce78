/**
 * The yacht catalogue's question, as the list page asks the site server for one page of it
 * (pages/yachts/results.astro): the filters a visitor chose, the order, the page, and optionally
 * the days the yachts must be free on.
 */
import { LANGUAGES } from '@cms/core/contract/language'
import { isoDate } from '@cms/core/contract/isoDate'
import { z } from '@cms/core/contract/zodSettings'
import { dayWindowSchema } from '@cms/features/bookings/contract/bookings'
import { YACHT_TYPES } from './catalogue'
import { ALL, CATALOGUE_MAX_PAGE, CATALOGUE_MAX_PARTY, rangeIds, YACHT_GUESTS, YACHT_PRICES } from './yachtCatalogue'

/** The catalogue's orders: as the editors and business tiers set it, or by rating. */
const CATALOGUE_ORDERS = ['default', 'rating'] as const

/**
 * GET /yachts/results: the query of one page of the catalogue. `from`, `to` and `party` ask for the
 * yachts free on those days with room for that many; all three or none.
 */
export const yachtCatalogueQuerySchema = z
  .object({
    locale: z.enum(LANGUAGES.values, 'localeInvalid'),
    type: z.enum([ALL, ...YACHT_TYPES.values], 'typeInvalid').default(ALL),
    guests: z.enum([ALL, ...rangeIds(YACHT_GUESTS)], 'guestsInvalid').default(ALL),
    price: z.enum([ALL, ...rangeIds(YACHT_PRICES)], 'priceInvalid').default(ALL),
    order: z.enum(CATALOGUE_ORDERS, 'orderInvalid').default('default'),
    page: z.coerce.number('pageInvalid').int('pageInvalid').min(1, 'pageInvalid').max(CATALOGUE_MAX_PAGE, 'pageInvalid').default(1),
    from: isoDate.optional(),
    to: isoDate.optional(),
    party: z.coerce.number('guestsInvalid').int('guestsInvalid').min(1, 'guestsInvalid').max(CATALOGUE_MAX_PARTY, 'guestsInvalid').optional(),
  })
  .refine((query) => [query.from, query.to, query.party].every((value) => value === undefined) || [query.from, query.to, query.party].every((value) => value !== undefined), {
    path: ['from'],
    error: 'datesIncomplete',
  })
  .superRefine((query, context) => {
    // The days as a booking's calendar takes them: in order, and within its longest window.
    if (!query.from || !query.to) return
    for (const issue of dayWindowSchema.safeParse({ from: query.from, to: query.to }).error?.issues ?? []) context.addIssue({ ...issue, code: 'custom' })
  })

export type YachtCatalogueQuery = z.infer<typeof yachtCatalogueQuerySchema>
