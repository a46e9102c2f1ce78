import type { CollectionConfig } from 'payload'

import { dateRangeFields } from '@cms/core/fields/dateRange'
import { seoField } from '@cms/core/fields/seo'
import { slugField } from '@cms/core/fields/slug'
import { publicContent } from '@cms/features/publishing'
import { DIFFICULTIES } from '@cms/features/catalogue/contract/catalogue'
import { EVENT_CATEGORIES, EVENT_REGIONS, EVENT_TYPES } from '../contract/events'

export const Events: CollectionConfig = publicContent({
  slug: 'events',
  labels: { singular: { ru: 'Событие', en: 'Event' }, plural: { ru: 'События', en: 'Events' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'startDate', 'category', 'region', '_status'],
    group: { ru: 'Клуб', en: 'Club' },
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 140 },
    slugField('title'),
    { name: 'summary', type: 'textarea', required: true, localized: true, maxLength: 300 },
    { name: 'description', type: 'richText', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: { ru: 'Необязательно', en: 'Optional' } } },
    { type: 'row', fields: dateRangeFields({ time: true }) },
    { name: 'location', type: 'text', required: true, localized: true, maxLength: 160 },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'select', required: true, options: EVENT_CATEGORIES.options },
        { name: 'type', type: 'select', required: true, options: EVENT_TYPES.options },
        { name: 'region', type: 'select', required: true, options: EVENT_REGIONS.options },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'maxParticipants', type: 'number', required: true, min: 1, max: 10_000 },
        { name: 'difficulty', type: 'select', required: true, options: DIFFICULTIES.options },
        { name: 'entryFee', type: 'number', required: true, min: 0, admin: { description: { ru: 'Взнос, ₽ (0 — бесплатно)', en: 'Entry fee, RUB (0 is free)' } } },
      ],
    },
    { name: 'boatClasses', type: 'array', fields: [{ name: 'name', type: 'text', required: true, maxLength: 60 }] },
    { name: 'sponsor', type: 'text', maxLength: 120 },
    { name: 'organizer', type: 'text', localized: true, maxLength: 160 },
    { name: 'prizes', type: 'textarea', localized: true, maxLength: 2000 },
    seoField,
  ],
})
