import type { Payload, PayloadRequest } from 'payload'

import type { DayRange } from '@cms/core/contract/marinaDays'
import { populated, relationId } from '@cms/core/contract/relationId'
import type { Yacht } from '@cms/payload-types'
import { type NavigationSeason, outOfSeason, type SeasonProblem, seasonOfMarina } from './contract/season'

/** What an editor is told when a marina's season cannot be saved. */
export const SEASON_PROBLEMS: Record<SeasonProblem, { ru: string; en: string }> = {
  monthDayInvalid: { ru: 'Даты сезона пишутся как ММ-ДД, например 06-01.', en: 'Season dates are written MM-DD, for instance 06-01.' },
  closesBeforeOpens: { ru: 'Навигация не может закрыться раньше, чем открылась.', en: 'The season cannot close before it opens.' },
  dateInvalid: { ru: 'Даты года пишутся как ГГГГ-ММ-ДД, например 2027-06-10.', en: 'A year’s dates are written YYYY-MM-DD, for instance 2027-06-10.' },
  outsideItsYear: { ru: 'Даты года должны быть в этом году.', en: 'A year’s dates must fall in that year.' },
  yearTwice: { ru: 'Каждый год указывается один раз.', en: 'Each year is given once.' },
}

/**
 * The navigation season of a yacht's home marina, as published (a draft of the marina changes
 * nothing until an editor publishes it). Null for a yacht with no marina (none the CMS saves), or
 * one whose marina has no dates yet.
 */
export async function seasonOfYacht(payload: Payload, yacht: number | Pick<Yacht, 'homeMarina'>, req?: PayloadRequest): Promise<NavigationSeason | null> {
  const within = req ? { req } : {}
  // Given its id, the yacht is read with its marina's season in one read.
  const found =
    typeof yacht === 'number'
      ? await payload.findByID({
          collection: 'yachts',
          id: yacht,
          depth: 1,
          select: { homeMarina: true },
          populate: { marinas: { seasonOpens: true, seasonCloses: true, seasonYears: true } },
          overrideAccess: true,
          disableErrors: true,
          ...within,
        })
      : yacht
  const marinaId = relationId(found?.homeMarina)
  if (!found || marinaId === null) return null
  const marina = populated(found.homeMarina) ?? (await payload.findByID({ collection: 'marinas', id: marinaId, depth: 0, overrideAccess: true, disableErrors: true, ...within }))
  // A marina still a draft without its dates limits nothing until an editor gives them.
  return marina?.seasonOpens && marina.seasonCloses ? seasonOfMarina(marina) : null
}

/** The days of `window` a yacht does not sail, its marina's closed season, as ranges. */
export async function closedDaysOfYacht(payload: Payload, yachtId: number, window: DayRange): Promise<DayRange[]> {
  const season = await seasonOfYacht(payload, yachtId)
  return season ? outOfSeason(season, window) : []
}
