import type { CollectionConfig } from 'payload'

import { adminOrHolder } from '@cms/core/access/adminOrHolder'
import { nobody } from '@cms/core/access/nobody'
import { isAdmin } from '@cms/core/access/isAdmin'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { COMMENT_REPORT_NOTE_MAX, COMMENT_REPORT_REASONS } from '../../contract/comments'
import { limitCreatesPerAccount } from '@cms/core/hooks/limitCreatesPerAccount'
import { checkReport } from './hooks/checkReport'
import { tellAdminsOfReport } from './hooks/tellAdminsOfReport'
import { authenticated } from '@cms/core/access/authenticated'

/** Admins see every one; a member only their own. */
const adminOrReporter = adminOrHolder('reporter')

/**
 * Members' reports of others' comments: one per member and comment (the database's unique index,
 * see the migration), never of their own, each telling the admins, who decide whether to hide the
 * comment. Reports go with their comment.
 */
export const CommentReports: CollectionConfig = {
  slug: 'comment-reports',
  labels: {
    singular: { ru: 'Жалоба на комментарий', en: 'Comment report' },
    plural: { ru: 'Жалобы на комментарии', en: 'Comment reports' },
  },
  admin: {
    group: { ru: 'Сообщество', en: 'Community' },
    defaultColumns: ['comment', 'reporter', 'reason', 'createdAt'],
  },
  access: {
    read: adminOrReporter,
    create: authenticated,
    update: nobody,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [limitCreatesPerAccount('commentReport')],
    beforeChange: [checkReport],
    afterChange: [tellAdminsOfReport],
  },
  fields: [
    { name: 'comment', type: 'relationship', relationTo: 'comments', required: true, index: true },
    { name: 'reporter', type: 'relationship', relationTo: 'users', required: true, index: true, access: { read: staffOrSelfRelation('reporter') } },
    { name: 'reason', type: 'select', required: true, defaultValue: 'other', options: COMMENT_REPORT_REASONS.options },
    { name: 'note', type: 'textarea', maxLength: COMMENT_REPORT_NOTE_MAX },
  ],
  timestamps: true,
}
