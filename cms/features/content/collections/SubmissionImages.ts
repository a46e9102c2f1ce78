import type { Access, CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@cms/core/access/isAdmin'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { adminOrUploader, ownedByUploader } from '@cms/core/access/uploaderOwns'
import { isVerified } from '@cms/core/access/verified'
import { SUBMISSION_IMAGE_FLOW } from '@cms/core/trustedFlows'
import { hasRole } from '@cms/core/contract/roles'
import { limitCreatesPerAccount } from '@cms/core/hooks/limitCreatesPerAccount'
import { uploadFolder } from '@cms/core/uploads/uploadLocations'
import { imageLimits } from '@cms/core/uploads/imageLimits'
import { MAX_UPLOAD_BYTES } from '@cms/features/publishing'
import { PHOTO_TYPES } from '@cms/features/accounts/contract/photoRules'

/** Admins, and verified members through the submission form, which checks the file's bytes first. */
const adminOrSubmissionForm: Access = ({ req: { user, context } }) => hasRole(user, 'admin') || (isVerified(user) && context?.[SUBMISSION_IMAGE_FLOW] === true)

/**
 * Pictures of members' submissions, kept apart from the public media library until a moderator
 * approves the submission (which copies the picture into `media`): nothing unapproved is ever
 * served to the public.
 */
export const SubmissionImages: CollectionConfig = {
  slug: 'submission-images',
  labels: {
    singular: { ru: 'Изображение публикации', en: 'Submission picture' },
    plural: { ru: 'Изображения публикаций', en: 'Submission pictures' },
  },
  admin: {
    group: { ru: 'Модерация', en: 'Moderation' },
    defaultColumns: ['filename', 'owner', 'filesize', 'createdAt'],
  },
  access: {
    read: adminOrUploader,
    create: adminOrSubmissionForm,
    update: isAdmin,
    delete: adminOrUploader,
  },
  upload: {
    staticDir: uploadFolder('submission-images'),
    mimeTypes: [...PHOTO_TYPES],
    resizeOptions: { width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true },
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [{ name: 'preview', width: 800, height: 533, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } }],
    adminThumbnail: 'preview',
  },
  hooks: {
    beforeOperation: [limitCreatesPerAccount('submissionImage'), imageLimits({ maxBytes: MAX_UPLOAD_BYTES, maxPixels: 50_000_000, maxSide: 10_000 })],
    beforeChange: [ownedByUploader],
  },
  fields: [
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: { read: staffOrSelfRelation('owner'), update: isAdminField },
    },
  ],
  timestamps: true,
}
