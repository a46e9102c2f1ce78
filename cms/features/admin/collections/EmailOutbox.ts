import type { CollectionConfig } from 'payload'

import { isAdmin } from '@cms/core/access/isAdmin'
import { nobody } from '@cms/core/access/nobody'
import { MAIL_STATUSES } from '../contract/communications'

/**
 * Every email the portal sends, with whether it went out (cms/core/email/recordingAdapter.ts): the
 * admin's communications monitor (/admin/communications) reads it and sends a failed one again.
 * Without a mail provider (no RESEND_API_KEY) messages are only kept here, for an admin to read
 * and for the tests to take codes and links from. Only the server writes it.
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: { singular: { ru: 'Письмо', en: 'Email' }, plural: { ru: 'Исходящие письма', en: 'Email outbox' } },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'to', 'subject', 'status'],
    group: { ru: 'Система', en: 'System' },
    description: {
      ru: 'Все письма портала и их доставка. Без почтового сервиса (RESEND_API_KEY не задан) письма только хранятся здесь.',
      en: 'Every email the portal sends, and its delivery. Without a mail provider (RESEND_API_KEY is not set) mail is only kept here.',
    },
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isAdmin, update: nobody, delete: isAdmin },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'from', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'kept', index: true, options: MAIL_STATUSES.options },
        { name: 'provider', type: 'text' },
        { name: 'providerId', type: 'text' },
        { name: 'attempts', type: 'number', defaultValue: 0 },
        { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'error', type: 'textarea' },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea', admin: { description: { ru: 'HTML-версия письма', en: 'The HTML version' } } },
    // Attached files as sent: name, type and text content (calendar files).
    { name: 'attachments', type: 'json' },
    // Extra headers as sent (the newsletter's List-Unsubscribe), so a message sent again carries them.
    { name: 'headers', type: 'json' },
  ],
  timestamps: true,
}
