import type { CollectionConfig } from 'payload'

import { DIFFICULTIES } from '../contract/catalogue'
import { localizedList } from '@cms/core/fields/localizedList'
import { seoField } from '@cms/core/fields/seo'
import { slugField } from '@cms/core/fields/slug'
import { publicContent } from '@cms/features/publishing'

export const Destinations: CollectionConfig = publicContent({
  slug: 'destinations',
  labels: { singular: { ru: 'Направление', en: 'Destination' }, plural: { ru: 'Направления', en: 'Destinations' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'durationDays', 'difficulty', 'price', '_status'],
    group: { ru: 'Путешествия', en: 'Travel' },
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 100 },
    slugField('name'),
    { name: 'shortDescription', type: 'textarea', required: true, localized: true, maxLength: 300 },
    { name: 'description', type: 'richText', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      type: 'row',
      fields: [
        { name: 'durationDays', type: 'number', required: true, min: 1, max: 60, admin: { description: { ru: 'Длительность, дней', en: 'Duration, days' } } },
        { name: 'distanceKm', type: 'number', required: true, min: 0, max: 2000, admin: { description: { ru: 'Расстояние от Иркутска, км', en: 'Distance from Irkutsk, km' } } },
        { name: 'price', type: 'number', required: true, min: 0, admin: { description: { ru: 'Цена от, ₽', en: 'Price from, RUB' } } },
      ],
    },
    { name: 'difficulty', type: 'select', required: true, options: DIFFICULTIES.options },
    { name: 'bestSeason', type: 'text', required: true, localized: true, maxLength: 100 },
    localizedList({ name: 'highlights', label: { ru: 'Главное', en: 'Highlights' }, maxRows: 12 }),
    { name: 'activities', type: 'relationship', relationTo: 'activities', hasMany: true },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
      ],
    },
    seoField,
  ],
})
