import type { CollectionConfig } from 'payload'

import { ASKING_PRICE_MAX_RUB, SALE_STATUSES } from '../contract/yachtSales'
import { localizedList } from '@cms/core/fields/localizedList'
import { seoField } from '@cms/core/fields/seo'
import { slugField } from '@cms/core/fields/slug'
import { publicContent } from '@cms/features/publishing'

/**
 * Yachts for sale (issue #14, /yacht-sales): what editors list, with pictures, specifications and
 * the asking price; each listing's page carries an inquiry form whose messages become leads.
 * Public content: drafts, published ones for everyone, editors and admins edit.
 */
export const YachtListings: CollectionConfig = publicContent({
  slug: 'yacht-listings',
  labels: { singular: { ru: 'Яхта на продажу', en: 'Yacht for sale' }, plural: { ru: 'Яхты на продажу', en: 'Yachts for sale' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'year', 'askingPrice', 'saleStatus', '_status'],
    group: { ru: 'Флот', en: 'Fleet' },
  },
  defaultSort: 'askingPrice',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 120 },
    slugField('title'),
    { name: 'summary', type: 'textarea', required: true, localized: true, maxLength: 300 },
    { name: 'description', type: 'textarea', required: true, localized: true, maxLength: 6000 },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, required: true, minRows: 1, maxRows: 12 },
    {
      type: 'row',
      fields: [
        { name: 'builder', type: 'text', required: true, maxLength: 80, label: { ru: 'Верфь и модель', en: 'Builder and model' } },
        { name: 'year', type: 'number', required: true, min: 1950, max: 2100 },
        { name: 'lengthMeters', type: 'number', required: true, min: 3, max: 100, admin: { step: 0.1 } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'cabins', type: 'number', required: true, min: 0, max: 20 },
        { name: 'berths', type: 'number', required: true, min: 0, max: 60 },
        { name: 'engine', type: 'text', localized: true, maxLength: 120 },
      ],
    },
    { name: 'location', type: 'text', required: true, localized: true, maxLength: 80, label: { ru: 'Где стоит', en: 'Where she lies' } },
    {
      type: 'row',
      fields: [
        { name: 'askingPrice', type: 'number', required: true, min: 0, max: ASKING_PRICE_MAX_RUB, label: { ru: 'Цена, ₽', en: 'Asking price, RUB' } },
        { name: 'saleStatus', type: 'select', required: true, defaultValue: 'for-sale', options: SALE_STATUSES.options, index: true },
      ],
    },
    localizedList({ name: 'highlights', label: { ru: 'Особенности', en: 'Highlights' }, maxRows: 12 }),
    seoField,
  ],
})
