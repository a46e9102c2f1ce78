import type { CollectionConfig, Validate } from 'payload'

import { isAdmin, isAdminField } from '@cms/core/access/isAdmin'
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_PRIORITIES, NOTIFICATION_TITLE_MAX, NOTIFICATION_TYPES } from '../../contract/notifications'
import { nobodyField } from '@cms/core/access/nobody'

/** Written once: a notification says what happened; only whether it was read changes. */
const fixed = { create: isAdminField, update: nobodyField }

const METADATA_MAX_CHARS = 4000

/** Metadata is a small object whose userId, when given, is a user's id. */
const validMetadata: Validate = (value: unknown) => {
  if (value === null || value === undefined) return true
  if (typeof value !== 'object' || Array.isArray(value)) return 'Metadata must be an object.'
  if (JSON.stringify(value).length > METADATA_MAX_CHARS) return `Metadata must be at most ${METADATA_MAX_CHARS} characters of JSON.`
  const { userId } = value as { userId?: unknown }
  if (userId !== undefined && !(Number.isSafeInteger(userId) && (userId as number) > 0)) return 'metadata.userId must be a user id.'
  return true
}

/**
 * What the admins are told (spec 3, 6): only admins read, mark and delete them. The portal writes
 * them through `notifyAdmins` (cms/features/notifications), past access; an admin may create one by hand,
 * which is what the test call does.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  labels: { singular: { ru: 'Уведомление', en: 'Notification' }, plural: { ru: 'Уведомления', en: 'Notifications' } },
  admin: { useAsTitle: 'title', defaultColumns: ['createdAt', 'priority', 'type', 'title', 'isRead'], group: { ru: 'Система', en: 'System' } },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'select', required: true, options: NOTIFICATION_TYPES.options, access: fixed },
        { name: 'priority', type: 'select', required: true, defaultValue: 'normal', options: NOTIFICATION_PRIORITIES.options, access: fixed },
        { name: 'isRead', type: 'checkbox', defaultValue: false, index: true },
      ],
    },
    { name: 'title', type: 'text', required: true, maxLength: NOTIFICATION_TITLE_MAX, access: fixed },
    { name: 'message', type: 'textarea', required: true, maxLength: NOTIFICATION_MESSAGE_MAX, access: fixed },
    { name: 'metadata', type: 'json', validate: validMetadata, access: fixed },
  ],
  timestamps: true,
}
