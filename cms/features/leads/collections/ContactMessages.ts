import { LANGUAGES } from '@cms/core/contract/language'
import type { CollectionConfig } from 'payload'

import { anyone } from '@cms/core/access/anyone'
import { isAdmin } from '@cms/core/access/isAdmin'
import { isContentStaff } from '@cms/core/access/isContentStaff'
import { SERVICES } from '@cms/features/catalogue/contract/catalogue'
import { limitCreatesPerVisitor } from '@cms/core/hooks/limitCreatesPerVisitor'
import { nobodyField } from '@cms/core/access/nobody'

/**
 * Messages sent through the site's contact form. Anyone may send one, a few per visitor address
 * at any door; only staff read and answer them.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: { ru: 'Сообщение', en: 'Message' }, plural: { ru: 'Сообщения с сайта', en: 'Contact messages' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'email', 'service', 'status'],
    group: { ru: 'Люди', en: 'People' },
  },
  defaultSort: '-createdAt',
  access: { create: anyone, read: isContentStaff, update: isContentStaff, delete: isAdmin },
  hooks: { beforeOperation: [limitCreatesPerVisitor('contactMessage')] },
  fields: [
    { name: 'name', type: 'text', required: true, minLength: 2, maxLength: 100, label: { ru: 'Имя', en: 'Name' } },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', maxLength: 32 },
    {
      name: 'service',
      type: 'select',
      options: SERVICES.options,
      admin: { description: { ru: 'Услуга, о которой спрашивают', en: 'The service asked about' } },
    },
    { name: 'message', type: 'textarea', required: true, minLength: 10, maxLength: 4000, label: { ru: 'Сообщение', en: 'Message' } },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'ru',
      options: LANGUAGES.options,
      admin: { position: 'sidebar', description: { ru: 'На каком языке ответить', en: 'Language to answer in' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      // Senders cannot mark their own message as handled.
      access: { create: nobodyField },
      options: [
        { value: 'new', label: { ru: 'Новое', en: 'New' } },
        { value: 'answered', label: { ru: 'Отвечено', en: 'Answered' } },
      ],
      admin: { position: 'sidebar' },
    },
  ],
}
