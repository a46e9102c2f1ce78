import type { CollectionConfig } from 'payload'

import { TRIP_YACHT_TYPES } from '../../contract/catalogue'
import { dateRangeFields } from '@cms/core/fields/dateRange'
import { localizedList } from '@cms/core/fields/localizedList'
import { seoField } from '@cms/core/fields/seo'
import { slugField } from '@cms/core/fields/slug'
import { publicContent } from '@cms/features/publishing'
import { tripInSeason } from './hooks/tripInSeason'

export const TripPackages: CollectionConfig = publicContent({
  slug: 'trip-packages',
  labels: { singular: { ru: 'Турпакет', en: 'Trip package' }, plural: { ru: 'Турпакеты', en: 'Trip packages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'startDate', 'durationDays', 'totalPrice', '_status'],
    group: { ru: 'Путешествия', en: 'Travel' },
  },
  hooks: { beforeChange: [tripInSeason] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 120 },
    slugField('title'),
    { name: 'summary', type: 'textarea', required: true, localized: true, maxLength: 300 },
    { name: 'description', type: 'richText', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      type: 'row',
      fields: [
        { name: 'yacht', type: 'relationship', relationTo: 'yachts', required: true },
        {
          name: 'yachtType',
          type: 'select',
          required: true,
          options: TRIP_YACHT_TYPES.options,
        },
      ],
    },
    { type: 'row', fields: dateRangeFields({ time: false }) },
    {
      type: 'row',
      fields: [
        { name: 'durationText', type: 'text', required: true, localized: true, maxLength: 60 },
        { name: 'durationDays', type: 'number', required: true, min: 1, max: 60 },
        { name: 'capacity', type: 'number', required: true, min: 1, max: 150, admin: { description: { ru: 'Гостей', en: 'Guests' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'basePricePerDay', type: 'number', required: true, min: 0, admin: { description: { ru: 'Базовая цена за день, $', en: 'Base price per day, USD' } } },
        { name: 'totalPrice', type: 'number', required: true, min: 0, admin: { description: { ru: 'Итоговая цена, $', en: 'Total price, USD' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'rating', type: 'number', min: 0, max: 5, admin: { step: 0.1 } },
        { name: 'reviewsCount', type: 'number', min: 0, defaultValue: 0 },
      ],
    },
    { name: 'destinations', type: 'relationship', relationTo: 'destinations', hasMany: true },
    { name: 'activities', type: 'relationship', relationTo: 'activities', hasMany: true },
    localizedList({ name: 'includes', label: { ru: 'Включено', en: 'Includes' }, maxRows: 20 }),
    seoField,
  ],
})
