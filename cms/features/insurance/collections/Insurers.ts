import type { CollectionConfig } from 'payload'

import { anyone } from '@cms/core/access/anyone'
import { isAdmin, isAdminField } from '@cms/core/access/isAdmin'
import { localizedList } from '@cms/core/fields/localizedList'

/**
 * Insurers and their rate cards (issue #14): what each charges (cms/features/insurance/premium.ts), its
 * deductible, when it wants the yacht inspected, how long a quote stands and what the policy
 * covers. Anyone reads their names (the request form lists them); only admins see the address a
 * selection is mailed to, and only admins keep them.
 */
export const Insurers: CollectionConfig = {
  slug: 'insurers',
  labels: { singular: { ru: 'Страховщик', en: 'Insurer' }, plural: { ru: 'Страховщики', en: 'Insurers' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'active', 'baseRatePerDay', 'deductible'], group: { ru: 'Страхование', en: 'Insurance' } },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 80 },
    {
      name: 'email',
      type: 'email',
      required: true,
      access: { read: isAdminField },
      admin: { description: { ru: 'Сюда уходит выбранное предложение', en: 'Where a selected quote is sent' } },
    },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true, admin: { description: { ru: 'Считает новые запросы', en: 'Quotes new requests' } } },
    {
      type: 'row',
      fields: [
        { name: 'baseRatePerDay', type: 'number', required: true, min: 0, label: { ru: 'Ставка за день, ₽', en: 'Base rate per day, RUB' } },
        { name: 'perPassengerPerDay', type: 'number', required: true, min: 0, label: { ru: 'За пассажира в день, ₽', en: 'Per passenger per day, RUB' } },
        { name: 'coverageRatePercent', type: 'number', required: true, min: 0, max: 10, admin: { step: 0.01 }, label: { ru: 'От суммы покрытия, %', en: 'Of the coverage, %' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'noCrewLoadingPercent', type: 'number', required: true, min: 0, max: 200, label: { ru: 'Надбавка без экипажа, %', en: 'Loading without crew, %' } },
        { name: 'minimumPremium', type: 'number', required: true, min: 0, label: { ru: 'Минимальная премия, ₽', en: 'Minimum premium, RUB' } },
        { name: 'deductible', type: 'number', required: true, min: 0, label: { ru: 'Франшиза, ₽', en: 'Deductible, RUB' } },
      ],
    },
    {
      name: 'experienceDiscounts',
      type: 'array',
      maxRows: 6,
      label: { ru: 'Скидки за опыт капитана', en: 'Captain experience discounts' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'minYears', type: 'number', required: true, min: 0, max: 70, label: { ru: 'От лет', en: 'From years' } },
            { name: 'percent', type: 'number', required: true, min: 0, max: 90, label: { ru: 'Скидка, %', en: 'Discount, %' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'inspectionAboveCoverage', type: 'number', min: 0, label: { ru: 'Осмотр при покрытии выше, ₽', en: 'Inspection above coverage, RUB' } },
        { name: 'inspectionWithoutCrew', type: 'checkbox', defaultValue: false, label: { ru: 'Осмотр, если нет экипажа', en: 'Inspection without crew' } },
        { name: 'validityDays', type: 'number', required: true, min: 1, max: 90, defaultValue: 14, label: { ru: 'Предложение действует, дней', en: 'Quote valid for, days' } },
      ],
    },
    localizedList({ name: 'features', label: { ru: 'Что покрывает полис', en: 'Policy features' }, maxRows: 12 }),
  ],
  timestamps: true,
}
