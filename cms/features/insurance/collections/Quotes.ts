import type { Access, CollectionConfig } from 'payload'

import { isAdmin } from '@cms/core/access/isAdmin'
import { nobody } from '@cms/core/access/nobody'
import { QUOTE_STATUSES } from '../contract/insurance'
import { hasRole } from '@cms/core/contract/roles'

/** Admins read every quote; a signed-in requester, those of their own requests. */
const adminOrRequester: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { 'request.requester': { equals: user.id } }
}

/**
 * Insurers' quotes for a request (issue #14), written by the quoting job from the rate cards
 * as they stood then (features copied in, so a later change to a card does not rewrite an offer).
 * Selecting one (cms/features/insurance/flows) marks it and voids the others, under the request's lock.
 * No one writes them by hand.
 */
export const Quotes: CollectionConfig = {
  slug: 'insurance-quotes',
  labels: { singular: { ru: 'Страховое предложение', en: 'Insurance quote' }, plural: { ru: 'Страховые предложения', en: 'Insurance quotes' } },
  admin: { useAsTitle: 'reference', defaultColumns: ['reference', 'request', 'insurer', 'totalPremium', 'status', 'validUntil'], group: { ru: 'Страхование', en: 'Insurance' } },
  defaultSort: 'totalPremium',
  access: { create: nobody, read: adminOrRequester, update: nobody, delete: isAdmin },
  fields: [
    { name: 'request', type: 'relationship', relationTo: 'quote-requests', required: true, index: true },
    { name: 'insurer', type: 'relationship', relationTo: 'insurers', required: true },
    { name: 'reference', type: 'text', required: true, unique: true, maxLength: 40 },
    {
      type: 'row',
      fields: [
        { name: 'totalPremium', type: 'number', required: true, min: 0 },
        { name: 'deductible', type: 'number', required: true, min: 0 },
        { name: 'validUntil', type: 'date', required: true },
      ],
    },
    { name: 'requiresInspection', type: 'checkbox', required: true, defaultValue: false },
    // The card's features in both languages when quoted: { ru: [...], en: [...] }.
    { name: 'features', type: 'json' },
    { name: 'status', type: 'select', required: true, defaultValue: 'offered', index: true, options: QUOTE_STATUSES.options },
  ],
  timestamps: true,
}
