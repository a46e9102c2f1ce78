import type { ArrayField } from 'payload'

type Options = {
  name: string
  label: { ru: string; en: string }
  minRows?: number
  maxRows?: number
  description?: { ru: string; en: string }
}

/** A list of short localized texts (amenities, highlights, includes, features …). */
export function localizedList({ name, label, minRows, maxRows, description }: Options): ArrayField {
  return {
    name,
    type: 'array',
    label,
    minRows,
    maxRows,
    admin: { description, initCollapsed: false },
    fields: [{ name: 'text', type: 'text', localized: true, required: true }],
  }
}
