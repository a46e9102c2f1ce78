import type { CollectionConfig } from 'payload'

import { verifiedMembersOrAdmins } from '@cms/core/access/verified'
import { isAdmin } from '@cms/core/access/isAdmin'
import { nobody, nobodyField } from '@cms/core/access/nobody'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { limitCreatesPerAccount } from '@cms/core/hooks/limitCreatesPerAccount'
import { MESSAGE_BODY_MAX } from '../../contract/conversations'
import { messagesOfParties } from '../Conversations/access'
import { messageSent } from './hooks/messageSent'
import { writeMessage } from './hooks/writeMessage'

const computed = { create: nobodyField, update: nobodyField }

/**
 * Messages of conversations: plain text (the islands render it as text, links made clickable),
 * written by a party, read by the parties; never changed (what was said stays said); admins delete.
 */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: { ru: 'Сообщение', en: 'Message' }, plural: { ru: 'Сообщения', en: 'Messages' } },
  admin: { group: { ru: 'Сообщество', en: 'Community' }, defaultColumns: ['conversation', 'authorName', 'body', 'createdAt'] },
  access: { read: messagesOfParties, create: verifiedMembersOrAdmins, update: nobody, delete: isAdmin },
  hooks: { beforeOperation: [limitCreatesPerAccount('message')], beforeChange: [writeMessage], afterChange: [messageSent] },
  fields: [
    { name: 'conversation', type: 'relationship', relationTo: 'conversations', required: true, index: true },
    { name: 'author', type: 'relationship', relationTo: 'users', index: true, access: { read: staffOrSelfRelation('author'), ...computed }, admin: { readOnly: true } },
    { name: 'authorName', type: 'text', maxLength: 220, access: computed, admin: { readOnly: true } },
    { name: 'body', type: 'textarea', required: true, maxLength: MESSAGE_BODY_MAX, validate: (value: string | null | undefined) => (value?.trim() ? true : 'required') },
  ],
  timestamps: true,
}
