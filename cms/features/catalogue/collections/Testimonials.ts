import type { CollectionConfig } from 'payload'

import { publicContent } from '@cms/features/publishing'

export const Testimonials: CollectionConfig = publicContent({
  slug: 'testimonials',
  labels: { singular: { ru: 'Отзыв', en: 'Testimonial' }, plural: { ru: 'Отзывы', en: 'Testimonials' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'rating', 'date', 'yacht', '_status'],
    group: { ru: 'Контент', en: 'Content' },
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 100 },
    { name: 'location', type: 'text', localized: true, maxLength: 100 },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, admin: { step: 1, description: { ru: 'От 1 до 5', en: 'From 1 to 5' } } },
    { name: 'comment', type: 'textarea', required: true, localized: true, maxLength: 2000 },
    { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'yacht', type: 'relationship', relationTo: 'yachts', admin: { description: { ru: 'Яхта, на которой был гость', en: 'The yacht the guest sailed on' } } },
  ],
})
