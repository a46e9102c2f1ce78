import { LANGUAGES } from '@cms/core/contract/language'
import type { CollectionConfig, SelectFieldValidation } from 'payload'
import { select } from 'payload/shared'

import { anyone } from '@cms/core/access/anyone'
import { isAdmin, isAdminField } from '@cms/core/access/isAdmin'
import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { CONCIERGE_MAX_BUDGET, CONCIERGE_MAX_GUESTS, CONCIERGE_SERVICES, LEAD_KINDS, LEAD_REQUIRES, LEAD_STATUSES, type LeadKind } from '../../contract/concierge'
import { CONTACT_PHONE_PATTERN } from '@cms/core/contract/phone'
import { limitCreatesPerVisitor } from '@cms/core/hooks/limitCreatesPerVisitor'
import { mailLeadReceived } from './hooks/mailLeadReceived'

type Days = { fromDate?: string | null; toDate?: string | null }
type Kind = { kind?: string | null }
type Required = (typeof LEAD_REQUIRES)[LeadKind][number]
const kindOf = (data: Kind | undefined): LeadKind => ((LEAD_KINDS.values as readonly string[]).includes(data?.kind ?? '') ? (data!.kind as LeadKind) : 'concierge')
/** Whether a lead of this kind needs the field (and the admin shows it). */
const needs = (field: Required) => (data: Kind | undefined) => (LEAD_REQUIRES[kindOf(data)] as readonly string[]).includes(field)
const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '')

/**
 * Inquiries the portal's team answers by hand (issue #14): the concierge's (a service, dates,
 * guests, a budget), those about a yacht for sale (the listing), and those for a special event (the
 * event, a day, guests); LEAD_REQUIRES says what each kind needs. Anyone may send
 * one, a few per visitor address at any door; admins read them and move them on (new → in
 * progress → done) in the CMS. The sender and the team are both emailed when one arrives.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: { ru: 'Заявка', en: 'Lead' }, plural: { ru: 'Заявки', en: 'Leads' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'kind', 'name', 'service', 'listing', 'specialEvent', 'fromDate', 'status'],
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
      options: LEAD_KINDS.options,
      admin: { position: 'sidebar' },
    },
    {
      // The yacht for sale a yacht-sale inquiry is about.
      name: 'listing',
      type: 'relationship',
      relationTo: 'yacht-listings',
      index: true,
      admin: { condition: needs('listing') },
      validate: (value: unknown, { siblingData }: { siblingData: Kind }) => (!needs('listing')(siblingData) || value ? true : 'Choose the yacht the inquiry is about'),
    },
    {
      // The special event a special-event inquiry asks for.
      name: 'specialEvent',
      type: 'relationship',
      relationTo: 'special-events',
      index: true,
      admin: { condition: needs('specialEvent') },
      validate: (value: unknown, { siblingData }: { siblingData: Kind }) => (!needs('specialEvent')(siblingData) || value ? true : 'Choose the special event'),
    },
    { name: 'name', type: 'text', required: true, minLength: 2, maxLength: 100, label: { ru: 'Имя', en: 'Name' } },
    { name: 'email', type: 'email', required: true },
    {
      name: 'phone',
      type: 'text',
      maxLength: 32,
      validate: (value: string | null | undefined) => (!value || CONTACT_PHONE_PATTERN.test(value) ? true : 'Please enter a valid phone number'),
    },
    {
      name: 'service',
      type: 'select',
      options: CONCIERGE_SERVICES.options,
      label: { ru: 'Что организовать', en: 'Service wanted' },
      admin: { condition: needs('service') },
      // Payload's own check of the option, once there is a value; without one, wrong only where the kind needs it.
      validate: ((value, options) =>
        isEmpty(value) ? (needs('service')(options.siblingData as Kind) ? 'Choose a service' : true) : select(value, options)) satisfies SelectFieldValidation,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'fromDate',
          type: 'date',
          label: { ru: 'С', en: 'From' },
          // New inquiries are for days to come; an admin may keep editing an old one.
          validate: (value: unknown, { operation, siblingData }: { operation?: string; siblingData: Days & Kind }) => {
            if (isEmpty(value)) return needs('fromDate')(siblingData) ? 'Choose the first day' : true
            return operation !== 'create' || day(value) >= marinaDayOf(new Date()) ? true : 'The first day has passed'
          },
        },
        {
          name: 'toDate',
          type: 'date',
          label: { ru: 'По', en: 'To' },
          validate: (value: unknown, { siblingData }: { siblingData: Days & Kind }) => {
            if (isEmpty(value)) return needs('toDate')(siblingData) ? 'Choose the last day' : true
            return day(value) >= day(siblingData.fromDate) ? true : 'The last day is before the first'
          },
        },
        {
          name: 'guests',
          type: 'number',
          min: 1,
          max: CONCIERGE_MAX_GUESTS,
          label: { ru: 'Гостей', en: 'Guests' },
          validate: (value: unknown, { siblingData }: { siblingData: Kind }) => {
            if (isEmpty(value) && !needs('guests')(siblingData)) return true
            return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= CONCIERGE_MAX_GUESTS ? true : `Guests: 1 to ${CONCIERGE_MAX_GUESTS}`
          },
        },
        { name: 'budget', type: 'number', min: 0, max: CONCIERGE_MAX_BUDGET, label: { ru: 'Бюджет, ₽', en: 'Budget, ₽' } },
      ],
      admin: { condition: (data) => needs('fromDate')(data) || needs('guests')(data) },
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
