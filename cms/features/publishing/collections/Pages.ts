import type { CollectionConfig } from 'payload'

import { seoField } from '@cms/core/fields/seo'
import { slugField } from '@cms/core/fields/slug'
import { publicContent } from './publicContent'

/** Text pages: privacy policy, offer/terms, concierge, yacht sales and the like. */
export const Pages: CollectionConfig = publicContent({
  slug: 'pages',
  labels: { singular: { ru: 'Страница', en: 'Page' }, plural: { ru: 'Страницы', en: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt', '_status'],
    group: { ru: 'Контент', en: 'Content' },
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 140 },
    slugField('title'),
    { name: 'content', type: 'richText', required: true, localized: true },
    seoField,
  ],
})
