import type { CollectionConfig } from 'payload'

import { adminOrHolder } from '@cms/core/access/adminOrHolder'
import { nobody } from '@cms/core/access/nobody'
import { LANGUAGES } from '@cms/core/contract/language'

/**
 * Where each party has read a conversation up to, and when they were last emailed about it (at most
 * once an hour). Written only by the server (readMarks.ts, the unread notice), one row per party and
 * conversation (the compound unique index); each member reads their own.
 */
export const ConversationReads: CollectionConfig = {
  slug: 'conversation-reads',
  labels: { singular: { ru: 'Отметка о прочтении', en: 'Read mark' }, plural: { ru: 'Отметки о прочтении', en: 'Read marks' } },
  admin: { group: { ru: 'Сообщество', en: 'Community' }, hidden: true },
  access: { read: adminOrHolder('member'), create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['conversation', 'member'], unique: true }],
  fields: [
    { name: 'conversation', type: 'relationship', relationTo: 'conversations', required: true, index: true },
    { name: 'member', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'readAt', type: 'date' },
    { name: 'emailedAt', type: 'date' },
    // The language the member last used the conversation in: their emails about it are written in it.
    { name: 'language', type: 'select', options: LANGUAGES.options },
  ],
  timestamps: true,
}
