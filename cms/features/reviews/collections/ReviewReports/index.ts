import type { CollectionConfig } from 'payload'

import { adminOrHolder } from '@cms/core/access/adminOrHolder'
import { authenticated } from '@cms/core/access/authenticated'
import { isAdmin } from '@cms/core/access/isAdmin'
import { nobody } from '@cms/core/access/nobody'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { limitCreatesPerAccount } from '@cms/core/hooks/limitCreatesPerAccount'
import { REVIEW_REPORT_REASONS } from '../../contract/reviews'
import { checkReviewReport } from './hooks/checkReviewReport'
import { tellAdminsOfReviewReport } from './hooks/tellAdminsOfReviewReport'

/**
 * Members' reports of others' reviews, as of comments: one per member and review (the compound
 * unique index), never of their own, each ringing the admins' bell; admins decide whether to hide.
 */
export const ReviewReports: CollectionConfig = {
  slug: 'review-reports',
  labels: { singular: { ru: 'Жалоба на отзыв', en: 'Review report' }, plural: { ru: 'Жалобы на отзывы', en: 'Review reports' } },
  admin: { group: { ru: 'Сообщество', en: 'Community' }, defaultColumns: ['review', 'reporter', 'reason', 'createdAt'] },
  access: { read: adminOrHolder('reporter'), create: authenticated, update: nobody, delete: isAdmin },
  hooks: {
    beforeOperation: [limitCreatesPerAccount('reviewReport')],
    beforeChange: [checkReviewReport],
    afterChange: [tellAdminsOfReviewReport],
  },
  indexes: [{ fields: ['review', 'reporter'], unique: true }],
  fields: [
    { name: 'review', type: 'relationship', relationTo: 'reviews', required: true, index: true },
    { name: 'reporter', type: 'relationship', relationTo: 'users', required: true, index: true, access: { read: staffOrSelfRelation('reporter') } },
    { name: 'reason', type: 'select', required: true, defaultValue: 'other', options: REVIEW_REPORT_REASONS.options },
    { name: 'note', type: 'textarea', maxLength: 500 },
  ],
  timestamps: true,
}
