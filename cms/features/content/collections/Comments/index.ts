import { LANGUAGES } from '@cms/core/contract/language'
import type { Access, CollectionConfig, Where } from 'payload'

import { nobodyField } from '@cms/core/access/nobody'
import { isAdmin, isAdminField } from '@cms/core/access/isAdmin'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { verifiedMembersOrAdmins } from '@cms/core/access/verified'
import { COMMENT_BODY_MAX, COMMENT_EDIT_WINDOW_MS } from '../../contract/comments'
import { hasRole } from '@cms/core/contract/roles'
import { limitCreatesPerAccount } from '@cms/core/hooks/limitCreatesPerAccount'
import { recordHiding } from './hooks/recordHiding'
import { writeComment } from './hooks/writeComment'

/** Everyone reads the comments admins have not hidden; an author also their own hidden ones; admins all. */
const visibleOrOwn: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  const visible: Where = { hidden: { not_equals: true } }
  return user ? { or: [visible, { author: { equals: user.id } }] } : visible
}

/** Admins change any comment (hiding it); its author only their own, visible, for 15 minutes after posting. */
const adminOrFreshOwn: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const fresh: Where[] = [
    { author: { equals: user.id } },
    { hidden: { not_equals: true } },
    { createdAt: { greater_than: new Date(Date.now() - COMMENT_EDIT_WINDOW_MS).toISOString() } },
  ]
  return { and: fresh }
}

/**
 * Members' comments on events (issue "Community …"): markdown without HTML, rendered escaped by
 * the portal (cms/features/events/markdown.ts). The rules hold at every door: the author is whoever
 * writes it, the event must be published, the text is changed only by its author within
 * 15 minutes, and only admins hide. Reports are their own collection (comment-reports).
 */
export const Comments: CollectionConfig = {
  slug: 'comments',
  labels: {
    singular: { ru: 'Комментарий', en: 'Comment' },
    plural: { ru: 'Комментарии', en: 'Comments' },
  },
  admin: {
    group: { ru: 'Сообщество', en: 'Community' },
    defaultColumns: ['event', 'author', 'body', 'hidden', 'createdAt'],
  },
  access: {
    read: visibleOrOwn,
    create: verifiedMembersOrAdmins,
    update: adminOrFreshOwn,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [limitCreatesPerAccount('comment')],
    beforeChange: [writeComment],
    afterChange: [recordHiding],
  },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, access: { update: nobodyField } },
    { name: 'author', type: 'relationship', relationTo: 'users', required: true, index: true, access: { read: staffOrSelfRelation('author'), update: nobodyField } },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      maxLength: COMMENT_BODY_MAX,
      admin: { description: { ru: 'Markdown без HTML', en: 'Markdown without HTML' } },
    },
    // The language of the page it was written on.
    { name: 'language', type: 'select', required: true, defaultValue: 'ru', options: LANGUAGES.options },
    { name: 'editedAt', type: 'date', access: { create: nobodyField, update: nobodyField }, admin: { readOnly: true } },
    { name: 'hidden', type: 'checkbox', defaultValue: false, index: true, access: { create: isAdminField, update: isAdminField } },
    { name: 'hiddenAt', type: 'date', access: { read: isAdminField, create: nobodyField, update: nobodyField }, admin: { readOnly: true } },
    { name: 'hiddenBy', type: 'relationship', relationTo: 'users', access: { read: isAdminField, create: nobodyField, update: nobodyField }, admin: { readOnly: true } },
  ],
  timestamps: true,
}
