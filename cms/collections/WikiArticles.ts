import type { CollectionConfig } from 'payload'

import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { publicContent } from './publicContent'

export const WikiArticles: CollectionConfig = publicContent({
  slug: 'wiki-articles',
  labels: { singular: { ru: 'Статья вики', en: 'Wiki article' }, plural: { ru: 'Вики', en: 'Wiki' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'updatedAt', '_status'],
    group: { ru: 'Клуб', en: 'Club' },
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 140 },
    slugField('title'),
    {
      name: 'category',
      type: 'select',
      required: true,
      options: [
        { value: 'sailing-basics', label: { ru: 'Основы парусного спорта', en: 'Sailing basics' } },
        { value: 'safety', label: { ru: 'Безопасность', en: 'Safety' } },
        { value: 'navigation', label: { ru: 'Навигация', en: 'Navigation' } },
        { value: 'nature', label: { ru: 'Природа Байкала', en: 'Baikal nature' } },
        { value: 'history', label: { ru: 'История', en: 'History' } },
        { value: 'equipment', label: { ru: 'Снаряжение', en: 'Equipment' } },
      ],
    },
    { name: 'excerpt', type: 'textarea', required: true, localized: true, maxLength: 300 },
    { name: 'content', type: 'richText', required: true, localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    seoField,
  ],
})
