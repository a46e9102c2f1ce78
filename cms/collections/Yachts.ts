import type { CollectionConfig } from 'payload'

import { isStaffUser } from '../access/isContentStaff'
import { canCreateYacht, readYacht, staffOrOwnYacht } from '../access/yachtAccess'
import { localizedList } from '../fields/localizedList'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { publicContent } from './publicContent'

export const YACHT_TYPES = ['motor-yacht', 'sail-yacht', 'catamaran', 'speedboat'] as const

export const Yachts: CollectionConfig = publicContent({
  slug: 'yachts',
  labels: { singular: { ru: 'Яхта', en: 'Yacht' }, plural: { ru: 'Яхты', en: 'Yachts' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'capacity', 'pricePerDay', 'homeMarina', '_status'],
    listSearchableFields: ['name', 'slug'],
    group: { ru: 'Флот', en: 'Fleet' },
  },
  access: {
    read: readYacht,
    create: canCreateYacht,
    update: staffOrOwnYacht,
    delete: staffOrOwnYacht,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    slugField('name'),
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          options: [
            { value: 'motor-yacht', label: { ru: 'Моторная яхта', en: 'Motor yacht' } },
            { value: 'sail-yacht', label: { ru: 'Парусная яхта', en: 'Sail yacht' } },
            { value: 'catamaran', label: { ru: 'Катамаран', en: 'Catamaran' } },
            { value: 'speedboat', label: { ru: 'Скоростной катер', en: 'Speedboat' } },
          ],
        },
        { name: 'capacity', type: 'number', required: true, min: 1, max: 150, admin: { description: { ru: 'Гостей на борту', en: 'Guests on board' } } },
        { name: 'cabins', type: 'number', required: true, min: 0, max: 30 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'length', type: 'number', required: true, min: 3, max: 120, admin: { step: 0.1, description: { ru: 'Длина, м', en: 'Length, m' } } },
        { name: 'year', type: 'number', required: true, min: 1900, max: 2100, admin: { description: { ru: 'Год постройки', en: 'Year built' } } },
        { name: 'pricePerDay', type: 'number', required: true, min: 0, max: 100_000_000, admin: { description: { ru: 'Базовая цена за день, ₽', en: 'Base price per day, RUB' } } },
      ],
    },
    {
      name: 'captain',
      type: 'select',
      required: true,
      defaultValue: 'included',
      options: [
        { value: 'included', label: { ru: 'Капитан включён', en: 'Captain included' } },
        { value: 'optional', label: { ru: 'Капитан по желанию', en: 'Captain optional' } },
        { value: 'not-available', label: { ru: 'Без капитана', en: 'Bareboat only' } },
      ],
    },
    { name: 'homeMarina', type: 'text', required: true, localized: true, maxLength: 120 },
    { name: 'summary', type: 'textarea', required: true, localized: true, maxLength: 300, admin: { description: { ru: 'Одна-две фразы для карточки', en: 'One or two sentences for the card' } } },
    { name: 'description', type: 'richText', localized: true },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, minRows: 1, maxRows: 20, required: true },
    localizedList({ name: 'amenities', label: { ru: 'Удобства', en: 'Amenities' }, maxRows: 30 }),
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar' },
      // Owners' yachts are theirs; only staff assign a yacht to someone.
      access: { update: ({ req: { user } }) => isStaffUser(user) },
      hooks: {
        beforeChange: [
          ({ value, req, operation }) => {
            if (operation === 'create' && req.user && !isStaffUser(req.user)) return req.user.id
            return value
          },
        ],
      },
    },
    seoField,
  ],
})
