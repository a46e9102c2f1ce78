import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { verifiedMembersOrAdmins } from '@cms/core/access/verified'
import { isAdmin } from '@cms/core/access/isAdmin'
import { nobody, nobodyField } from '@cms/core/access/nobody'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { limitCreatesPerAccount } from '@cms/core/hooks/limitCreatesPerAccount'
import { CONVERSATION_KINDS } from '../../contract/conversations'
import { partiesOnly } from './access'
import { startConversation } from './hooks/startConversation'

const computed = { create: nobodyField, update: nobodyField }

/** Questions count against a member's 30 new conversations a day; a booking's own, opened from its card, do not. */
const limitQuestions: CollectionBeforeOperationHook = (hook) => {
  const kind = (hook.args as { data?: { kind?: string } } | undefined)?.data?.kind
  return kind === 'booking' ? hook.args : limitCreatesPerAccount('conversation')(hook)
}

/**
 * Conversations (issue "… conversations between guests, owners and crew"): a guest's question to a
 * yacht's owner before booking, and one per booking between its customer, the yacht's owner and the
 * crew put on the charter. Who is a party is worked out from the yacht and the booking each time it
 * is asked (membership.ts), so crew taken off a charter stop seeing its conversation. Only parties
 * (and admins) read it, at every door; messages are their own collection.
 */
export const Conversations: CollectionConfig = {
  slug: 'conversations',
  labels: { singular: { ru: 'Переписка', en: 'Conversation' }, plural: { ru: 'Переписки', en: 'Conversations' } },
  admin: { group: { ru: 'Сообщество', en: 'Community' }, defaultColumns: ['kind', 'yacht', 'booking', 'guest', 'lastMessageAt'] },
  access: { read: partiesOnly, create: verifiedMembersOrAdmins, update: nobody, delete: isAdmin },
  hooks: { beforeOperation: [limitQuestions], beforeChange: [startConversation] },
  indexes: [{ fields: ['guest', 'yacht', 'kind'] }],
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'question',
      options: CONVERSATION_KINDS.map((value) => ({ value, label: value })),
      access: { update: nobodyField },
    },
    { name: 'yacht', type: 'relationship', relationTo: 'yachts', index: true, access: { update: nobodyField } },
    { name: 'booking', type: 'relationship', relationTo: 'bookings', unique: true, access: { update: nobodyField } },
    // Who the guest is stays the guest's and staff's, as a booking's customer does (owners and crew see their shown name).
    { name: 'guest', type: 'relationship', relationTo: 'users', index: true, access: { read: staffOrSelfRelation('guest'), ...computed } },
    { name: 'lastMessageAt', type: 'date', index: true, access: computed, admin: { readOnly: true } },
  ],
  timestamps: true,
}
