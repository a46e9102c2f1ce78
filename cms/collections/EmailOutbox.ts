import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

/**
 * Every email the portal sends when no mail provider is configured (no RESEND_API_KEY): kept here
 * for an admin to read and for the tests to take codes and links from. With Resend configured,
 * mail goes out instead and nothing is stored.
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: { singular: { ru: 'Письмо', en: 'Email' }, plural: { ru: 'Исходящие письма', en: 'Email outbox' } },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'to', 'subject'],
    group: { ru: 'Система', en: 'System' },
    description: {
      ru: 'Письма, которые портал отправил бы без почтового сервиса (RESEND_API_KEY не задан).',
      en: 'Mail the portal would send without a mail provider (RESEND_API_KEY is not set).',
    },
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isAdmin, update: nobody, delete: isAdmin },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'from', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea', admin: { description: { ru: 'HTML-версия письма', en: 'The HTML version' } } },
    // Attached files as sent: name, type and text content (calendar files).
    { name: 'attachments', type: 'json' },
  ],
  timestamps: true,
}
