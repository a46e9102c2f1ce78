import type { GroupField } from 'payload'

/** Title and description for search engines and link previews; empty means "derive from content". */
export const seoField: GroupField = {
  name: 'seo',
  type: 'group',
  label: { ru: 'SEO', en: 'SEO' },
  admin: { position: 'sidebar' },
  fields: [
    { name: 'metaTitle', type: 'text', localized: true, maxLength: 70 },
    { name: 'metaDescription', type: 'textarea', localized: true, maxLength: 200 },
  ],
}
