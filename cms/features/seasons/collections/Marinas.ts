import { type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type CollectionConfig, ValidationError } from 'payload'

import { inRequestLanguage } from '@cms/core/contract/language'
import { publicContent } from '@cms/features/publishing'
import type { Marina } from '@cms/payload-types'
import { SEASON_PROBLEMS } from '../marinaSeason'
import { seasonOfMarina, seasonProblem } from '../contract/season'

/** The season's dates are real days, the opening before the closing, each year's within its year. */
const validSeason: CollectionBeforeChangeHook<Marina> = ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  // A draft begins empty (the admin's autosave); a published marina's dates are required fields.
  if (!merged.seasonOpens || !merged.seasonCloses) return data
  const problem = seasonProblem(seasonOfMarina(merged))
  if (problem) throw new ValidationError({ collection: 'marinas', errors: [{ path: 'seasonCloses', message: inRequestLanguage(req, SEASON_PROBLEMS[problem]) }] })
  return data
}

/** A marina yachts sail from stays: their seasons and forecasts are read from it. */
const notWhileHomeToYachts: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'yachts', where: { homeMarina: { equals: id } }, overrideAccess: true, req })
  if (totalDocs > 0) {
    throw new ValidationError({
      collection: 'marinas',
      errors: [
        {
          path: 'name',
          message: inRequestLanguage(req, {
            ru: `Это порт приписки яхт (${totalDocs}): сначала перенесите их.`,
            en: `${totalDocs} yacht(s) sail from this marina: move them first.`,
          }),
        },
      ],
    })
  }
}

/**
 * The marinas yachts sail from, each with its navigation season (the days small craft may sail
 * there) and its place on the map (a charter's forecast is the weather there). A yacht is booked,
 * blocked and imported only inside its home marina's season.
 */
export const Marinas: CollectionConfig = publicContent(
  {
    slug: 'marinas',
    labels: { singular: { ru: 'Марина', en: 'Marina' }, plural: { ru: 'Марины', en: 'Marinas' } },
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'seasonOpens', 'seasonCloses', '_status'],
      group: { ru: 'Флот', en: 'Fleet' },
      description: {
        ru: 'Навигационный сезон марины: яхты из неё бронируются только на эти дни. Если лёд сошёл позже или встал раньше, укажите даты этого года.',
        en: 'The marina’s navigation season: its yachts are booked on these days only. When the ice went late or came early, give that year’s dates.',
      },
    },
    hooks: { beforeChange: [validSeason], beforeDelete: [notWhileHomeToYachts] },
    fields: [
      { name: 'name', type: 'text', required: true, localized: true, maxLength: 120 },
      {
        type: 'row',
        fields: [
          { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
          { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'seasonOpens',
            type: 'text',
            required: true,
            maxLength: 5,
            label: { ru: 'Навигация открывается', en: 'Season opens' },
            admin: { placeholder: '06-01', description: { ru: 'Обычно, ММ-ДД', en: 'Usually, MM-DD' } },
          },
          {
            name: 'seasonCloses',
            type: 'text',
            required: true,
            maxLength: 5,
            label: { ru: 'Навигация закрывается', en: 'Season closes' },
            admin: { placeholder: '10-15', description: { ru: 'Последний день, ММ-ДД', en: 'The last day, MM-DD' } },
          },
        ],
      },
      {
        name: 'seasonYears',
        type: 'array',
        label: { ru: 'Сезон по годам', en: 'Seasons by year' },
        labels: { singular: { ru: 'Год', en: 'Year' }, plural: { ru: 'Годы', en: 'Years' } },
        maxRows: 10,
        admin: { description: { ru: 'Даты года, если они не обычные (ГГГГ-ММ-ДД)', en: 'A year’s own dates when they are not the usual ones (YYYY-MM-DD)' } },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'year', type: 'number', required: true, min: 2000, max: 2100 },
              { name: 'opens', type: 'text', required: true, maxLength: 10, admin: { placeholder: '2027-06-10' } },
              { name: 'closes', type: 'text', required: true, maxLength: 10, admin: { placeholder: '2027-10-10' } },
            ],
          },
        ],
      },
      {
        name: 'seasonSource',
        type: 'textarea',
        localized: true,
        maxLength: 500,
        label: { ru: 'Откуда даты', en: 'Where the dates come from' },
      },
    ],
  },
  { preview: false },
)
