import type { CollectionConfig } from 'payload'

import { MAX_BOOKING_DISCOUNT_PERCENT, MAX_PLAN_PRICE_RUB, MAX_TIER_YACHTS, OWNER_FREE_YACHTS, PLAN_KINDS } from '../contract/plans'
import { localizedList } from '@cms/core/fields/localizedList'
import { publicContent } from '@cms/features/publishing'

const showFor = (kind: 'member' | 'business') => (data: Partial<{ kind: string }> | undefined) => data?.kind === kind

/**
 * Subscription plans (issue #14): member plans on /subscription-plans, business tiers on
 * /business-subscriptions. The benefits are fields the portal applies, not words: a member plan's
 * booking discount is taken off the price when its subscriber books (Bookings' priceAndHold); a
 * business tier sets how many yachts its owner lists (the yachts' create hook) and whether they
 * lead the catalogue. Public content: drafts, published plans for everyone, editors and admins
 * edit. A subscription keeps the price it was taken at; a changed price applies to new ones.
 */
export const Plans: CollectionConfig = publicContent({
  slug: 'plans',
  labels: { singular: { ru: 'Тариф', en: 'Plan' }, plural: { ru: 'Тарифы', en: 'Plans' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'monthlyPrice', 'yearlyPrice', '_status'],
    group: { ru: 'Люди', en: 'People' },
  },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 60 },
    { name: 'kind', type: 'select', required: true, defaultValue: 'member', index: true, options: PLAN_KINDS.options },
    { name: 'summary', type: 'textarea', required: true, localized: true, maxLength: 300 },
    {
      type: 'row',
      fields: [
        { name: 'monthlyPrice', type: 'number', required: true, min: 1, max: MAX_PLAN_PRICE_RUB, label: { ru: 'Цена в месяц, ₽', en: 'Price per month, RUB' } },
        { name: 'yearlyPrice', type: 'number', required: true, min: 1, max: MAX_PLAN_PRICE_RUB, label: { ru: 'Цена в год, ₽', en: 'Price per year, RUB' } },
        { name: 'sortOrder', type: 'number', defaultValue: 0, label: { ru: 'Порядок', en: 'Order' } },
      ],
    },
    localizedList({ name: 'features', label: { ru: 'Что входит', en: 'Features' }, maxRows: 12 }),
    {
      name: 'bookingDiscountPercent',
      type: 'number',
      defaultValue: 0,
      min: 0,
      max: MAX_BOOKING_DISCOUNT_PERCENT,
      label: { ru: 'Скидка на бронирование, %', en: 'Booking discount, %' },
      admin: {
        condition: showFor('member'),
        description: { ru: 'Снимается с цены каждой яхты, которую бронирует подписчик', en: 'Taken off the price of every yacht the subscriber books' },
      },
    },
    {
      type: 'row',
      admin: { condition: showFor('business') },
      fields: [
        {
          name: 'maxYachts',
          type: 'number',
          min: OWNER_FREE_YACHTS,
          max: MAX_TIER_YACHTS,
          label: { ru: 'Яхт в каталоге, до', en: 'Yachts listed, up to' },
          admin: { description: { ru: `Без тарифа владелец размещает до ${OWNER_FREE_YACHTS}`, en: `Without a tier an owner lists up to ${OWNER_FREE_YACHTS}` } },
        },
        {
          name: 'featuredPlacement',
          type: 'checkbox',
          defaultValue: false,
          label: { ru: 'Яхты первыми в каталоге', en: 'Yachts featured first in the catalogue' },
        },
      ],
    },
  ],
})
