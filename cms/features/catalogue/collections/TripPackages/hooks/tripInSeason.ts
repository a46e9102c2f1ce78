import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { inRequestLanguage } from '@cms/core/contract/language'
import { relationId } from '@cms/core/contract/relationId'
import { firstDayOutOfSeason, seasonOfYacht } from '@cms/features/seasons'
import type { TripPackage } from '@cms/payload-types'

/**
 * A published trip package sails on its yacht's days: every one of them in the navigation season
 * of the yacht's marina. A draft may hold any dates while it is being planned.
 */
export const tripInSeason: CollectionBeforeChangeHook<TripPackage> = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  if (merged._status !== 'published') return data
  const yachtId = relationId(merged.yacht)
  const start = merged.startDate ? String(merged.startDate).slice(0, 10) : null
  const end = merged.endDate ? String(merged.endDate).slice(0, 10) : null
  if (yachtId === null || !start || !end) return data
  const season = await seasonOfYacht(req.payload, yachtId, req)
  const closed = season ? firstDayOutOfSeason(season, { start, end }) : null
  if (closed) {
    const message = inRequestLanguage(req, {
      ru: `${closed}: яхта не ходит в этот день, навигация в её марине закрыта. Выберите даты в сезоне.`,
      en: `${closed}: the yacht does not sail that day; its marina’s navigation season is closed. Choose dates in season.`,
    })
    throw new ValidationError({ collection: 'trip-packages', errors: [{ path: 'startDate', message }] })
  }
  return data
}
