import type { CollectionConfig } from 'payload'

import { WIKI_CATEGORIES } from '@cms/features/catalogue/contract/catalogue'
import { seoField } from '@cms/core/fields/seo'
import { slugField } from '@cms/core/fields/slug'
import { publicContent } from '@cms/features/publishing'
import { redirectOldSlug } from '@cms/features/publishing'

export const WikiArticles: CollectionConfig = publicContent({
  slug: 'wiki-articles',
  labels: { singular: { ru: 'Статья вики', en: 'Wiki article' }, plural: { ru: 'Вики', en: 'Wiki' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'updatedAt', '_status'],
    group: { ru: 'Клуб', en: 'Club' },
  },
  // Articles live at /wiki/{slug}: a renamed one keeps its old address working.
  hooks: { afterChange: [redirectOldSlug('/wiki/')] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 140 },
    slugField('title'),
    {
      name: 'category',
      type: 'select',
      required: true,
      options: WIKI_CATEGORIES.options,
    },
    { name: 'excerpt', type: 'textarea', required: true, localized: true, maxLength: 300 },
    { name: 'content', type: 'richText', required: true, localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    seoField,
  ],
})
