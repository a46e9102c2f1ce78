import type { CollectionConfig } from 'payload'

import { isAdmin } from '@cms/core/access/isAdmin'
import { nobody } from '@cms/core/access/nobody'

const AUTH_CODE_PURPOSES = ['password-reset', 'email-verification'] as const
export type AuthCodePurpose = (typeof AUTH_CODE_PURPOSES)[number]

/**
 * One-time secrets sent by email: 6-digit password-reset codes and email-verification links.
 * Each is bound to the account and to the address it was mailed to. Only their keyed hash is stored (cms/features/accounts/oneTimeCodes.ts), with an expiry, a try counter and
 * the time of use; issuing a new one deletes the user's earlier ones of the same purpose. No API
 * caller reads or writes them, admins may only look (for support) and delete.
 */
export const AuthCodes: CollectionConfig = {
  slug: 'auth-codes',
  labels: { singular: { ru: 'Одноразовый код', en: 'One-time code' }, plural: { ru: 'Одноразовые коды', en: 'One-time codes' } },
  admin: {
    useAsTitle: 'purpose',
    defaultColumns: ['createdAt', 'user', 'purpose', 'expiresAt', 'attempts', 'usedAt'],
    group: { ru: 'Система', en: 'System' },
  },
  access: { create: nobody, read: isAdmin, update: nobody, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: AUTH_CODE_PURPOSES.map((value) => ({ value, label: value })) },
    // The address the secret was mailed to: it proves that inbox, and only while it is the account's.
    { name: 'email', type: 'email', required: true },
    // Hidden even from admins: a hash is useless to read, and must not leave the server.
    { name: 'secretHash', type: 'text', required: true, index: true, hidden: true },
    { name: 'expiresAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'usedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
  timestamps: true,
}
