import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isAdmin, isAdminField } from '../../access/isAdmin'
import { marinaDayOf } from '../../bookings/marinaDays'
import { LANGUAGES } from '../../contract/catalogue'
import { CONCIERGE_MAX_BUDGET, CONCIERGE_MAX_GUESTS, CONCIERGE_SERVICES, LEAD_STATUSES } from '../../contract/concierge'
import { CONTACT_PHONE_PATTERN } from '../../contract/phone'
import { limitCreatesPerVisitor } from '../../hooks/limitCreatesPerVisitor'
import { mailLeadReceived } from './hooks/mailLeadReceived'

type Days = { fromDate?: string | null; toDate?: string | null }
const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '')

/**
 * Inquiries the portal's team answers by hand (issue #14): the concierge's now. Anyone may send
 * one, a few per visitor address at any door; admins read them and move them on (new → in
 * progress → done) in the CMS. The sender and the team are both emailed when one arrives.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: { ru: 'Заявка', en: 'Lead' }, plural: { ru: 'Заявки консьержу', en: 'Concierge leads' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'service', 'fromDate', 'guests', 'status'],
    group: { ru: 'Люди', en: 'People' },
  },
  defaultSort: '-createdAt',
  access: { create: anyone, read: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeOperation: [limitCreatesPerVisitor('lead')], afterChange: [mailLeadReceived] },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'concierge',
      options: [{ value: 'concierge', label: { ru: 'Консьерж', en: 'Concierge' } }],
      admin: { position: 'sidebar' },
    },
    { name: 'name', type: 'text', required: true, minLength: 2, maxLength: 100, label: { ru: 'Имя', en: 'Name' } },
    { name: 'email', type: 'email', required: true },
    {
      name: 'phone',
      type: 'text',
      maxLength: 32,
      validate: (value: string | null | undefined) => (!value || CONTACT_PHONE_PATTERN.test(value) ? true : 'Please enter a valid phone number'),
    },
    { name: 'service', type: 'select', required: true, options: CONCIERGE_SERVICES.options, label: { ru: 'Что организовать', en: 'Service wanted' } },
    {
      type: 'row',
      fields: [
        {
          name: 'fromDate',
          type: 'date',
          required: true,
          label: { ru: 'С', en: 'From' },
          // New inquiries are for days to come; an admin may keep editing an old one.
          validate: (value: unknown, { operation }: { operation?: string }) =>
            operation !== 'create' || day(value) >= marinaDayOf(new Date()) ? true : 'The first day has passed',
        },
        {
          name: 'toDate',
          type: 'date',
          required: true,
          label: { ru: 'По', en: 'To' },
          validate: (value: unknown, { siblingData }: { siblingData: Days }) => (day(value) >= day(siblingData.fromDate) ? true : 'The last day is before the first'),
        },
        { name: 'guests', type: 'number', required: true, min: 1, max: CONCIERGE_MAX_GUESTS, label: { ru: 'Гостей', en: 'Guests' } },
        { name: 'budget', type: 'number', min: 0, max: CONCIERGE_MAX_BUDGET, label: { ru: 'Бюджет, ₽', en: 'Budget, ₽' } },
      ],
    },
    { name: 'message', type: 'textarea', maxLength: 4000, label: { ru: 'Подробности', en: 'Details' } },
    { name: 'language', type: 'select', required: true, defaultValue: 'ru', options: LANGUAGES.options, admin: { position: 'sidebar' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: LEAD_STATUSES.options,
      // Senders cannot mark their own inquiry as handled.
      access: { create: isAdminField },
      admin: { position: 'sidebar' },
    },
    { name: 'adminNotes', type: 'textarea', access: { create: isAdminField, read: isAdminField, update: isAdminField }, label: { ru: 'Заметки команды', en: "The team's notes" } },
  ],
  timestamps: true,
}
