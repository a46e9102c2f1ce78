import type { CollectionConfig } from 'payload'

import { publicContent } from '@cms/features/publishing'

const ACTIVITY_CATEGORIES = [
  'nature',
  'culture',
  'adventure',
  'relaxation',
  'wellness',
  'wildlife',
  'photography',
  'water-sports',
  'research',
  'education',
  'culinary',
  'fishing',
] as const

const CATEGORY_LABELS: Record<(typeof ACTIVITY_CATEGORIES)[number], { ru: string; en: string }> = {
  nature: { ru: 'Природа', en: 'Nature' },
  culture: { ru: 'Культура', en: 'Culture' },
  adventure: { ru: 'Приключения', en: 'Adventure' },
  relaxation: { ru: 'Отдых', en: 'Relaxation' },
  wellness: { ru: 'Оздоровление', en: 'Wellness' },
  wildlife: { ru: 'Дикая природа', en: 'Wildlife' },
  photography: { ru: 'Фотография', en: 'Photography' },
  'water-sports': { ru: 'Водные виды спорта', en: 'Water sports' },
  research: { ru: 'Исследования', en: 'Research' },
  education: { ru: 'Обучение', en: 'Education' },
  culinary: { ru: 'Гастрономия', en: 'Culinary' },
  fishing: { ru: 'Рыбалка', en: 'Fishing' },
}

export const Activities: CollectionConfig = publicContent(
  {
    slug: 'activities',
    labels: { singular: { ru: 'Активность', en: 'Activity' }, plural: { ru: 'Активности', en: 'Activities' } },
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'category', 'price', 'included', '_status'],
      group: { ru: 'Путешествия', en: 'Travel' },
    },
    fields: [
      { name: 'name', type: 'text', required: true, localized: true, maxLength: 100 },
      { name: 'description', type: 'textarea', required: true, localized: true, maxLength: 1000 },
      {
        type: 'row',
        fields: [
          {
            name: 'category',
            type: 'select',
            required: true,
            options: ACTIVITY_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
          },
          { name: 'price', type: 'number', required: true, min: 0, admin: { description: { ru: 'Цена, ₽', en: 'Price, RUB' } } },
          { name: 'durationHours', type: 'number', required: true, min: 0.25, max: 240, admin: { step: 0.25, description: { ru: 'Длительность, ч', en: 'Duration, hours' } } },
        ],
      },
      { name: 'included', type: 'checkbox', defaultValue: false, admin: { description: { ru: 'Входит в стоимость поездки', en: 'Included in the trip price' } } },
    ],
  },
  { preview: false },
)
