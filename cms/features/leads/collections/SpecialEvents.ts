import type { CollectionConfig } from 'payload'

import { OCCASIONS, SPECIAL_EVENT_MAX_GUESTS } from '../contract/specialEvents'
import { localizedList } from '@cms/core/fields/localizedList'
import { seoField } from '@cms/core/fields/seo'
import { slugField } from '@cms/core/fields/slug'
import { publicContent } from '@cms/features/publishing'

/**
 * Special events on the water (issue #14, /special-events): occasions the team arranges to order,
 * corporate charters, weddings and the like, each with a starting price, a party size and what is
 * included. Visitors ask for one on the page's form; the inquiry becomes a lead. Public content:
 * drafts, published ones for everyone, editors and admins edit.
 */
export const SpecialEvents: CollectionConfig = publicContent({
  slug: 'special-events',
  labels: { singular: { ru: 'Особое событие', en: 'Special event' }, plural: { ru: 'Особые события', en: 'Special events' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'occasion', 'priceFrom', 'maxGuests', '_status'],
    group: { ru: 'Путешествия', en: 'Travel' },
  },
  defaultSort: 'priceFrom',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 120 },
    slugField('title'),
    { name: 'occasion', type: 'select', required: true, options: OCCASIONS.options },
    { name: 'summary', type: 'textarea', required: true, localized: true, maxLength: 300 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 4000 },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      type: 'row',
      fields: [
        { name: 'priceFrom', type: 'number', required: true, min: 0, max: 100_000_000, label: { ru: 'Цена от, ₽', en: 'Price from, RUB' } },
        { name: 'maxGuests', type: 'number', required: true, min: 1, max: SPECIAL_EVENT_MAX_GUESTS, label: { ru: 'Гостей до', en: 'Guests up to' } },
        { name: 'durationHours', type: 'number', required: true, min: 1, max: 72, label: { ru: 'Часов', en: 'Hours' } },
      ],
    },
    localizedList({ name: 'includes', label: { ru: 'Включено', en: 'Includes' }, maxRows: 15 }),
    seoField,
  ],
})
