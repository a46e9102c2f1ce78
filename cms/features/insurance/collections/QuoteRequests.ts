import { LANGUAGES } from '@cms/core/contract/language'
import type { CollectionConfig } from 'payload'

import { adminOrHolder } from '@cms/core/access/adminOrHolder'
import { isAdmin } from '@cms/core/access/isAdmin'
import { nobody } from '@cms/core/access/nobody'
import { INSURANCE_BOUNDS, QUOTE_REQUEST_STATUSES } from '../contract/insurance'
import { CONTACT_PHONE_PATTERN } from '@cms/core/contract/phone'
import { limitCreatesPerVisitor } from '@cms/core/hooks/limitCreatesPerVisitor'
import { queueQuotes } from './hooks/queueQuotes'

const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '')

/**
 * Requests for charter insurance quotes (issue #14), every field of spec 3. Only the portal's flow
 * makes them (a guest's with their email, a member's under their account); a job then quotes them
 * by each chosen insurer's rate card. The requester, signed in or holding the emailed link (signed
 * with the server's secret, cms/features/insurance/accessKey.ts), sees the quotes; admins see every request
 * and its state in the CMS.
 */
export const QuoteRequests: CollectionConfig = {
  slug: 'quote-requests',
  labels: { singular: { ru: 'Запрос страховки', en: 'Insurance quote request' }, plural: { ru: 'Запросы страховки', en: 'Insurance quote requests' } },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['createdAt', 'fullName', 'startDate', 'passengers', 'coverageAmount', 'status'],
    group: { ru: 'Страхование', en: 'Insurance' },
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: adminOrHolder('requester'), update: isAdmin, delete: isAdmin },
  hooks: { beforeOperation: [limitCreatesPerVisitor('quoteRequest')], afterChange: [queueQuotes] },
  fields: [
    { name: 'fullName', type: 'text', required: true, minLength: 2, maxLength: 100 },
    { name: 'email', type: 'email', required: true },
    {
      name: 'phone',
      type: 'text',
      maxLength: 32,
      validate: (value: string | null | undefined) => (!value || CONTACT_PHONE_PATTERN.test(value) ? true : 'Please enter a valid phone number'),
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', required: true },
        {
          name: 'endDate',
          type: 'date',
          required: true,
          validate: (value: unknown, { siblingData }: { siblingData: { startDate?: string | null } }) =>
            day(value) >= day(siblingData.startDate) ? true : 'The last day is before the first',
        },
        { name: 'location', type: 'text', required: true, minLength: 2, maxLength: 120 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'passengers', type: 'number', required: true, min: 1, max: INSURANCE_BOUNDS.maxPassengers },
        { name: 'coverageAmount', type: 'number', required: true, min: INSURANCE_BOUNDS.minCoverage, max: INSURANCE_BOUNDS.maxCoverage },
        { name: 'captainExperienceYears', type: 'number', required: true, min: 0, max: INSURANCE_BOUNDS.maxExperienceYears },
      ],
    },
    { name: 'professionalCrew', type: 'checkbox', required: true, defaultValue: false },
    { name: 'preferredCompanies', type: 'relationship', relationTo: 'insurers', hasMany: true, maxRows: INSURANCE_BOUNDS.maxPreferred },
    { name: 'notes', type: 'textarea', maxLength: INSURANCE_BOUNDS.maxNotes },
    { name: 'requester', type: 'relationship', relationTo: 'users', index: true, admin: { position: 'sidebar' } },
    { name: 'language', type: 'select', required: true, defaultValue: 'ru', options: LANGUAGES.options, admin: { position: 'sidebar' } },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: QUOTE_REQUEST_STATUSES.options, admin: { position: 'sidebar' } },
  ],
  timestamps: true,
}
