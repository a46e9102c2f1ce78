import type { CollectionConfig } from 'payload'

import { isStaffUser } from '@cms/core/access/isContentStaff'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { canCreateYacht, readYacht, staffOrOwnYacht } from './access'
import { BOOKING_MODES, CANCELLATION_POLICIES, MAX_BOOKING_DAYS } from '@cms/features/bookings/contract/bookings'
import { MAX_PRICE_PERIODS, PRICE_PERIOD_PROBLEMS, PRICE_SEASONS, pricePeriodsProblem } from '@cms/features/bookings/contract/price'
import { CAPTAIN_OPTIONS, YACHT_TYPES } from '../../contract/catalogue'
import { inRequestLanguage } from '@cms/core/contract/language'
import { localizedList } from '@cms/core/fields/localizedList'
import { seoField } from '@cms/core/fields/seo'
import { slugField } from '@cms/core/fields/slug'
import { publicContent } from '@cms/features/publishing'
import { checkCalendarImportUrl } from './hooks/checkCalendarImportUrl'
import { featuredByOwnersTier } from './hooks/featuredByOwnersTier'
import { ownersSubmitForReview, reviewRequestedAt } from './hooks/ownersSubmitForReview'
import { withinYachtAllowance } from './hooks/withinYachtAllowance'

export const Yachts: CollectionConfig = publicContent({
  slug: 'yachts',
  labels: { singular: { ru: 'Яхта', en: 'Yacht' }, plural: { ru: 'Яхты', en: 'Yachts' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'capacity', 'pricePerDay', 'homeMarina', '_status', 'reviewRequestedAt'],
    description: {
      ru: 'Изменения владельцев сохраняются черновиками и ждут проверки: отсортируйте по «Ждёт проверки с», откройте и опубликуйте.',
      en: 'Owners’ changes are saved as drafts awaiting review: sort by “Awaiting review since”, open one and publish it.',
    },
    listSearchableFields: ['name', 'slug'],
    group: { ru: 'Флот', en: 'Fleet' },
  },
  access: {
    read: readYacht,
    create: canCreateYacht,
    update: staffOrOwnYacht,
    delete: staffOrOwnYacht,
  },
  hooks: { beforeOperation: [ownersSubmitForReview], beforeChange: [withinYachtAllowance] },
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
          options: YACHT_TYPES.options,
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
      name: 'pricePeriods',
      type: 'array',
      label: { ru: 'Цены по сезонам', en: 'Seasonal prices' },
      labels: { singular: { ru: 'Период', en: 'Period' }, plural: { ru: 'Периоды', en: 'Periods' } },
      maxRows: MAX_PRICE_PERIODS,
      admin: {
        description: {
          ru: 'Дни каждого года (ММ-ДД, оба включительно) со своей ценой; в остальные дни — базовая цена.',
          en: 'Days of each year (MM-DD, both included) at their own price; other days cost the base price.',
        },
      },
      validate: (rows: unknown, { req }: { req: { i18n?: { language?: string } } }) => {
        const problem = pricePeriodsProblem(rows)
        return problem ? inRequestLanguage(req, PRICE_PERIOD_PROBLEMS[problem]) : true
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'season', type: 'select', required: true, defaultValue: 'high', options: PRICE_SEASONS.options },
            { name: 'from', type: 'text', required: true, maxLength: 5, admin: { placeholder: '07-01' } },
            { name: 'to', type: 'text', required: true, maxLength: 5, admin: { placeholder: '08-31' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'pricePerDay', type: 'number', required: true, min: 0, max: 100_000_000, admin: { description: { ru: 'Цена за день, ₽', en: 'Price per day, RUB' } } },
            {
              name: 'weekendPricePerDay',
              type: 'number',
              min: 0,
              max: 100_000_000,
              admin: { description: { ru: 'В субботу и воскресенье, ₽ (пусто — как в будни)', en: 'On Saturday and Sunday, RUB (empty: as on weekdays)' } },
            },
            { name: 'minimumDays', type: 'number', min: 1, max: MAX_BOOKING_DAYS, admin: { description: { ru: 'Минимум дней в период', en: 'Fewest days in the period' } } },
          ],
        },
      ],
    },
    {
      name: 'captain',
      type: 'select',
      required: true,
      defaultValue: 'included',
      options: CAPTAIN_OPTIONS.options,
    },
    {
      type: 'collapsible',
      label: { ru: 'Бронирование', en: 'Booking' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'bookingMode',
              type: 'select',
              required: true,
              defaultValue: 'instant',
              options: BOOKING_MODES.options,
              admin: { description: { ru: 'По запросу: владелец подтверждает бронь в течение 48 часов', en: 'Request: the owner confirms within 48 hours' } },
            },
            { name: 'minimumDays', type: 'number', required: true, defaultValue: 1, min: 1, max: MAX_BOOKING_DAYS },
            { name: 'cancellationPolicy', type: 'select', required: true, defaultValue: 'moderate', options: CANCELLATION_POLICIES.options },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'captainPricePerDay',
              type: 'number',
              min: 0,
              max: 10_000_000,
              admin: { description: { ru: 'Капитан по желанию, ₽ в день', en: 'Optional captain, RUB per day' }, condition: (data) => data?.captain === 'optional' },
            },
            {
              name: 'waterEquipmentPricePerDay',
              type: 'number',
              min: 0,
              max: 10_000_000,
              admin: { description: { ru: 'Водное снаряжение, ₽ в день (пусто — нет на борту)', en: 'Water equipment, RUB per day (empty: none aboard)' } },
            },
          ],
        },
      ],
    },
    {
      // Where the charters start: its navigation season is the yacht's, its forecast the charter's.
      name: 'homeMarina',
      type: 'relationship',
      relationTo: 'marinas',
      required: true,
      index: true,
    },
    {
      // Read every 15 minutes by the importYachtCalendars task; its busy days block the yacht.
      name: 'calendarImportUrl',
      type: 'text',
      maxLength: 500,
      hooks: { beforeValidate: [checkCalendarImportUrl] },
      // Other marketplaces' export addresses carry secret tokens: the owner's and staff's only,
      // and so not queryable by anyone else either.
      access: { read: staffOrSelfRelation('owner') },
      admin: {
        description: {
          ru: 'Адрес календаря iCal (.ics) с других площадок: занятые там дни закрываются здесь каждые 15 минут',
          en: 'An iCal (.ics) calendar address from other marketplaces: the days taken there are blocked here every 15 minutes',
        },
      },
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 300,
      admin: { description: { ru: 'Одна-две фразы для карточки', en: 'One or two sentences for the card' } },
    },
    { name: 'description', type: 'richText', localized: true },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, minRows: 1, maxRows: 20, required: true },
    localizedList({ name: 'amenities', label: { ru: 'Удобства', en: 'Amenities' }, maxRows: 30 }),
    {
      // Read before `owner`, which the public may not read: whether its owner's business tier puts it first.
      name: 'featured',
      type: 'checkbox',
      virtual: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: { ru: 'Первой в каталоге: по бизнес-подписке владельца', en: 'First in the catalogue: by its owner’s business subscription' },
      },
      hooks: { afterRead: [featuredByOwnersTier] },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar' },
      // Owners' yachts are theirs; only staff assign a yacht to someone. Who owns a yacht is
      // not public (nor can it be queried by others): the site shows the yacht, not the person.
      access: { read: staffOrSelfRelation('owner'), update: ({ req: { user } }) => isStaffUser(user) },
      hooks: {
        beforeChange: [
          ({ value, req, operation }) => {
            if (operation === 'create' && req.user && !isStaffUser(req.user)) return req.user.id
            return value
          },
        ],
      },
    },
    {
      name: 'reviewRequestedAt',
      type: 'date',
      label: { ru: 'Ждёт проверки с', en: 'Awaiting review since' },
      access: { read: ({ req: { user } }) => Boolean(user) },
      // Computed on every save, whatever the request says.
      hooks: { beforeChange: [reviewRequestedAt] },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    seoField,
  ],
})
