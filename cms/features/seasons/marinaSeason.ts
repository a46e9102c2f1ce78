import type { Payload, PayloadRequest } from 'payload'

import type { DayRange } from '@cms/core/contract/marinaDays'
import { relationId } from '@cms/core/contract/relationId'
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
export async function seasonOfYacht(payload: Payload, yacht: Pick<Yacht, 'homeMarina'>, req?: PayloadRequest): Promise<NavigationSeason | null> {
  const marinaId = relationId(yacht.homeMarina)
  if (marinaId === null) return null
  const marina =
    typeof yacht.homeMarina === 'object' && yacht.homeMarina !== null
      ? yacht.homeMarina
      : await payload.findByID({ collection: 'marinas', id: marinaId, depth: 0, overrideAccess: true, disableErrors: true, ...(req ? { req } : {}) })
  // A marina still a draft without its dates limits nothing until an editor gives them.
  return marina?.seasonOpens && marina.seasonCloses ? seasonOfMarina(marina) : null
}

/** The days of `window` a yacht does not sail, its marina's closed season, as ranges. */
export async function closedDaysOfYacht(payload: Payload, yachtId: number, window: DayRange): Promise<DayRange[]> {
  const yacht = await payload.findByID({ collection: 'yachts', id: yachtId, depth: 0, select: { homeMarina: true }, overrideAccess: true, disableErrors: true })
  const season = yacht ? await seasonOfYacht(payload, yacht) : null
  return season ? outOfSeason(season, window) : []
}
