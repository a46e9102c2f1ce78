import type { CollectionConfig } from 'payload'

import { SERVICES } from '../contract/catalogue'
import { localizedList } from '@cms/core/fields/localizedList'
import { publicContent } from '@cms/features/publishing'

export const Services: CollectionConfig = publicContent({
  slug: 'services',
  labels: { singular: { ru: 'Услуга', en: 'Service' }, plural: { ru: 'Услуги', en: 'Services' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', 'priceText', 'order', '_status'],
    group: { ru: 'Контент', en: 'Content' },
  },
  defaultSort: 'order',
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      options: SERVICES.options,
      admin: { description: { ru: 'Категория карточки; каждая — один раз', en: 'Card category; each one once' } },
    },
    { name: 'order', type: 'number', required: true, min: 0, defaultValue: 0 },
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 80 },
    { name: 'description', type: 'textarea', required: true, localized: true, maxLength: 300 },
    {
      name: 'icon',
      type: 'select',
      required: true,
      options: ['users', 'anchor', 'compass', 'life-buoy', 'utensils', 'camera'].map((value) => ({ value, label: value })),
    },
    localizedList({ name: 'features', label: { ru: 'Что входит', en: 'What is included' }, minRows: 4, maxRows: 4 }),
    { name: 'priceText', type: 'text', required: true, localized: true, maxLength: 80 },
    { name: 'detailedDescription', type: 'textarea', required: true, localized: true, maxLength: 2000 },
    localizedList({ name: 'benefits', label: { ru: 'Преимущества', en: 'Benefits' }, minRows: 3, maxRows: 3 }),
  ],
})
