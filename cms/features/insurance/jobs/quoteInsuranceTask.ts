import type { TaskConfig } from 'payload'

import { charterDays } from '../contract/insurance'
import { inPoolTransaction } from '@cms/core/db/poolTransaction'
import { premiumFor, type RateCard } from '../premium'
import { quotesReadyNotice } from '../notices/quotesReadyNotice'

export const QUOTE_INSURANCE_TASK = 'quoteInsurance'

type RequestRow = {
  id: number
  start_date: Date
  end_date: Date
  passengers: number
  coverage_amount: string
  professional_crew: boolean
  captain_experience_years: number
  status: string
}
type InsurerRow = {
  id: number
  base_rate_per_day: string
  per_passenger_per_day: string
  coverage_rate_percent: string
  no_crew_loading_percent: string
  minimum_premium: string
  deductible: string
  inspection_above_coverage: string | null
  inspection_without_crew: boolean | null
  validity_days: number
}

const numeric = (value: string | number | null) => Number(value ?? 0)
const isoDay = (value: Date) => value.toISOString().slice(0, 10)

/**
 * Quotes a request by the rate card of each insurer it chose (every active one when it chose
 * none), in one transaction under the request's lock: the quotes and the request's new state
 * land together, and a retried job finds the request quoted and does nothing. Then the requester
 * is emailed the link to their quotes.
 */
export const quoteInsuranceTask: TaskConfig<{ input: { requestId: number }; output: { quotes: number } }> = {
  slug: QUOTE_INSURANCE_TASK,
  label: 'Quote an insurance request',
  retries: 3,
  inputSchema: [{ name: 'requestId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const quoted = await inPoolTransaction(payload, async (client) => {
      const request = (await client.query<RequestRow>('SELECT * FROM quote_requests WHERE id = $1 FOR UPDATE', [input.requestId])).rows[0]
      if (request?.status !== 'pending') return null
      const chosen = (
        await client.query<{ insurers_id: number }>(`SELECT insurers_id FROM quote_requests_rels WHERE parent_id = $1 AND path = 'preferredCompanies'`, [request.id])
      ).rows.map((row) => row.insurers_id)
      const insurers = (await client.query<InsurerRow>(`SELECT * FROM insurers WHERE active AND (cardinality($1::int[]) = 0 OR id = ANY($1::int[])) ORDER BY id`, [chosen])).rows
      const days = charterDays(isoDay(request.start_date), isoDay(request.end_date))
      const year = new Date().getUTCFullYear()
      for (const insurer of insurers) {
        const discounts = (
          await client.query<{ min_years: number; percent: string }>('SELECT min_years, percent FROM insurers_experience_discounts WHERE _parent_id = $1', [insurer.id])
        ).rows
        const features = await client.query<{ text: string; _locale: string }>(
          'SELECT l.text, l._locale FROM insurers_features f JOIN insurers_features_locales l ON l._parent_id = f.id WHERE f._parent_id = $1 ORDER BY f._order',
          [insurer.id],
        )
        const card: RateCard = {
          baseRatePerDay: numeric(insurer.base_rate_per_day),
          perPassengerPerDay: numeric(insurer.per_passenger_per_day),
          coverageRatePercent: numeric(insurer.coverage_rate_percent),
          noCrewLoadingPercent: numeric(insurer.no_crew_loading_percent),
          experienceDiscounts: discounts.map((tier) => ({ minYears: tier.min_years, percent: numeric(tier.percent) })),
          minimumPremium: numeric(insurer.minimum_premium),
          deductible: numeric(insurer.deductible),
          inspectionAboveCoverage: insurer.inspection_above_coverage === null ? null : numeric(insurer.inspection_above_coverage),
          inspectionWithoutCrew: insurer.inspection_without_crew === true,
          validityDays: insurer.validity_days,
        }
        const quote = premiumFor(card, {
          days,
          passengers: request.passengers,
          coverageAmount: numeric(request.coverage_amount),
          professionalCrew: request.professional_crew,
          captainExperienceYears: request.captain_experience_years,
        })
        const byLanguage = {
          ru: features.rows.filter((row) => row._locale === 'ru').map((row) => row.text),
          en: features.rows.filter((row) => row._locale === 'en').map((row) => row.text),
        }
        await client.query(
          `INSERT INTO insurance_quotes (request_id, insurer_id, reference, total_premium, deductible, valid_until, requires_inspection, features, status, updated_at, created_at)
           VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6), $7, $8, 'offered', now(), now())`,
          [
            request.id,
            insurer.id,
            `INS-${year}-${String(request.id).padStart(6, '0')}-${String(insurer.id).padStart(2, '0')}`,
            quote.totalPremium,
            quote.deductible,
            card.validityDays,
            quote.requiresInspection,
            JSON.stringify(byLanguage),
          ],
        )
      }
      await client.query(`UPDATE quote_requests SET status = 'quoted', updated_at = now() WHERE id = $1`, [request.id])
      return insurers.length
    })
    // Told once: by the run that quoted it (a retry finds it quoted, and quotes is null).
    if (quoted !== null) await quotesReadyNotice.now(payload, input.requestId, 'ready')
    return { output: { quotes: quoted ?? 0 } }
  },
}
