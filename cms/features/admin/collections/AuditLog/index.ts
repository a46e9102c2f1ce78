import type { CollectionConfig } from 'payload'

import { isAdmin } from '@cms/core/access/isAdmin'
import { nobody } from '@cms/core/access/nobody'
import { AUDIT_ACTIONS } from '../../contract/audit'

/**
 * What admins did (issue "… the admin dashboard …": role changes, locks and unlocks, moderation
 * decisions), written by the collections' hooks in the change's own transaction. Append-only: no
 * one, admins included, edits or deletes an entry through any door.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: { ru: 'Запись журнала', en: 'Audit entry' }, plural: { ru: 'Журнал действий', en: 'Audit log' } },
  admin: { useAsTitle: 'action', defaultColumns: ['createdAt', 'actor', 'action', 'targetUser', 'summary'], group: { ru: 'Система', en: 'System' } },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true },
    { name: 'action', type: 'select', required: true, options: AUDIT_ACTIONS.options, index: true },
    { name: 'targetUser', type: 'relationship', relationTo: 'users', index: true },
    { name: 'summary', type: 'text', required: true, maxLength: 500 },
    { name: 'details', type: 'json' },
  ],
  timestamps: true,
}
