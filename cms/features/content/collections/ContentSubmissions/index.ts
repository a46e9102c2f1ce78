import { LANGUAGES } from '@cms/core/contract/language'
import type { Access, CollectionConfig, Where } from 'payload'

import { adminOrHolder } from '@cms/core/access/adminOrHolder'
import { isAdminField } from '@cms/core/access/isAdmin'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { verifiedMembersOrAdmins } from '@cms/core/access/verified'
import { hasRole } from '@cms/core/contract/roles'
import { EDITABLE_STATUSES, MODERATOR_NOTES_MAX, SUBMISSION_KINDS, SUBMISSION_STATUSES } from '../../contract/submissions'
import { limitCreatesPerAccount } from '@cms/core/hooks/limitCreatesPerAccount'
import { checkSubmission } from './hooks/checkSubmission'
import { tellOfProgress } from './hooks/tellOfProgress'

/** Admins see every one; a member only their own. */
const adminOrSubmitter = adminOrHolder('submittedBy')

/** Admins moderate; a member changes their own while it is a draft or was sent back. */
const moderatorOrEditableOwn: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const own: Where[] = [{ submittedBy: { equals: user.id } }, { status: { in: [...EDITABLE_STATUSES] } }]
  return { and: own }
}

/** Admins; a member may throw away their own draft. */
const adminOrOwnDraft: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const ownDraft: Where[] = [{ submittedBy: { equals: user.id } }, { status: { equals: 'draft' } }]
  return { and: ownDraft }
}

/**
 * Members' destinations and trip packages on their way to the catalogue (spec 1, 4.4), stored
 * apart from it: nothing here is public, and the static site reads only the catalogue, so
 * nothing unapproved can reach it. Approval publishes a copy into the catalogue.
 */
export const ContentSubmissions: CollectionConfig = {
  slug: 'content-submissions',
  labels: {
    singular: { ru: 'Публикация участника', en: 'Member submission' },
    plural: { ru: 'Публикации участников', en: 'Member submissions' },
  },
  admin: {
    group: { ru: 'Модерация', en: 'Moderation' },
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'status', 'submittedBy', 'submittedAt'],
  },
  access: {
    read: adminOrSubmitter,
    create: verifiedMembersOrAdmins,
    update: moderatorOrEditableOwn,
    delete: adminOrOwnDraft,
  },
  hooks: {
    beforeOperation: [limitCreatesPerAccount('contentSubmission')],
    beforeChange: [checkSubmission],
    afterChange: [tellOfProgress],
  },
  fields: [
    { name: 'kind', type: 'select', required: true, options: SUBMISSION_KINDS.options, index: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'draft', options: SUBMISSION_STATUSES.options, index: true },
    { name: 'language', type: 'select', required: true, defaultValue: 'ru', options: LANGUAGES.options },
    { name: 'title', type: 'text', maxLength: 120, admin: { readOnly: true } },
    // The member's fields as they wrote them (cms/features/content/contract/submissions.ts checks them): data, never markup.
    { name: 'data', type: 'json', required: true },
    { name: 'image', type: 'relationship', relationTo: 'submission-images', admin: { readOnly: true } },
    { name: 'moderatorNotes', type: 'textarea', maxLength: MODERATOR_NOTES_MAX, access: { update: isAdminField, create: isAdminField } },
    {
      name: 'submittedBy',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true },
      access: { read: staffOrSelfRelation('submittedBy') },
    },
    { name: 'submittedAt', type: 'date', index: true, admin: { readOnly: true } },
    { name: 'reviewedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true }, access: { read: isAdminField } },
    { name: 'reviewedAt', type: 'date', admin: { readOnly: true } },
    { name: 'publishedId', type: 'number', admin: { readOnly: true, description: { ru: 'Документ каталога после одобрения', en: 'The catalogue document once approved' } } },
  ],
  timestamps: true,
}
