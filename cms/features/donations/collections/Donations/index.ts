import { LANGUAGES } from '@cms/core/contract/language'
import type { CollectionConfig } from 'payload'

import { adminOrHolder } from '@cms/core/access/adminOrHolder'
import { isAdmin } from '@cms/core/access/isAdmin'
import { nobody, nobodyField } from '@cms/core/access/nobody'
import { limitCreatesPerVisitor } from '@cms/core/hooks/limitCreatesPerVisitor'
import { DONATION_MAX_RUB, DONATION_MIN_RUB, DONATION_STATUSES } from '../../contract/donations'

/** Admins read every donation; a signed-in donor, their own. */
const adminOrDonor = adminOrHolder('donor')

/**
 * Gifts to the portal (issue #14, /donations). The portal's donation flow writes them
 * (cms/features/donations/flows): pending until the provider's signed callback says the money came, then
 * paid with a receipt number. Admins see them and their totals, and may take a donor off the
 * public list; no one changes what was given, and money records are never deleted.
 */
export const Donations: CollectionConfig = {
  slug: 'donations',
  labels: { singular: { ru: 'Пожертвование', en: 'Donation' }, plural: { ru: 'Пожертвования', en: 'Donations' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'amount', 'status', 'listed', 'receiptNumber'],
    group: { ru: 'Люди', en: 'People' },
    components: { beforeListTable: ['/features/donations/components/DonationTotals#DonationTotals'] },
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: adminOrDonor, update: isAdmin, delete: nobody },
  // The flow writes past access: the address's limit still holds.
  hooks: { beforeOperation: [limitCreatesPerVisitor('donation')] },
  // What the money was is the payment flow's to write, no one's to change afterwards.
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          type: 'number',
          required: true,
          min: DONATION_MIN_RUB,
          max: DONATION_MAX_RUB,
          access: { update: nobodyField },
          label: { ru: 'Сумма, ₽', en: 'Amount, ₽' },
        },
        { name: 'currency', type: 'select', required: true, defaultValue: 'RUB', options: [{ value: 'RUB', label: 'RUB' }], access: { update: nobodyField } },
        { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: DONATION_STATUSES.options, access: { update: nobodyField } },
      ],
    },
    { name: 'name', type: 'text', required: true, minLength: 2, maxLength: 100, label: { ru: 'Имя', en: 'Name' } },
    { name: 'email', type: 'email', required: true },
    {
      name: 'donor',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: { update: nobodyField },
      admin: { description: { ru: 'Если жертвовал участник портала', en: 'When a member of the portal gave' } },
    },
    {
      name: 'listed',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: { ru: 'Имя показывается в списке жертвователей', en: 'The name shows in the donors’ list' } },
    },
    { name: 'message', type: 'textarea', maxLength: 500, access: { update: nobodyField }, label: { ru: 'Пожелание', en: 'Message' } },
    { name: 'language', type: 'select', required: true, defaultValue: 'ru', options: LANGUAGES.options, access: { update: nobodyField }, admin: { position: 'sidebar' } },
    { name: 'receiptNumber', type: 'text', unique: true, maxLength: 20, access: { update: nobodyField }, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'paidAt', type: 'date', index: true, access: { update: nobodyField }, admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
  ],
  timestamps: true,
}
