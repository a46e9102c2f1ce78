import type { Access, CollectionConfig, Where } from 'payload'

import { isAdmin, isAdminField } from '@cms/core/access/isAdmin'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { adminOrUploader, ownedByUploader } from '@cms/core/access/uploaderOwns'
import { isVerified } from '@cms/core/access/verified'
import { ACCOUNT_PHOTO_FLOW } from '@cms/core/trustedFlows'
import { hasRole } from '@cms/core/contract/roles'
import { limitCreatesPerAccount } from '@cms/core/hooks/limitCreatesPerAccount'
import { imageLimits } from '@cms/core/uploads/imageLimits'
import { uploadFolder } from '@cms/core/uploads/uploadLocations'
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, PHOTO_TYPES } from '../contract/photoRules'

/**
 * Admins (in the admin panel), and verified members through the account page, which checks the
 * file's bytes first: members upload only there, into their own photos.
 */
const adminOrAccountPage: Access = ({ req: { user, context } }) => hasRole(user, 'admin') || (isVerified(user) && context?.[ACCOUNT_PHOTO_FLOW] === true)

/**
 * Private: admins and the member see a photo; everyone else only once the member chose a public
 * profile (the crew showcase). A query for others' photos finds none of the private ones.
 */
const readPhoto: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  const shown: Where = { 'owner.publicProfile': { equals: true } }
  return user ? { or: [{ owner: { equals: user.id } }, shown] } : shown
}

/**
 * Members' profile photos, kept apart from the editors' media library: they are not content, each
 * belongs to one person (who alone may remove it), and the account page replaces them freely.
 */
export const UserPhotos: CollectionConfig = {
  slug: 'user-photos',
  labels: {
    singular: { ru: 'Фото профиля', en: 'Profile photo' },
    plural: { ru: 'Фото профилей', en: 'Profile photos' },
  },
  admin: {
    group: { ru: 'Люди', en: 'People' },
    defaultColumns: ['filename', 'owner', 'filesize', 'createdAt'],
  },
  access: {
    read: readPhoto,
    create: adminOrAccountPage,
    update: isAdmin,
    delete: adminOrUploader,
  },
  upload: {
    staticDir: uploadFolder('user-photos'),
    mimeTypes: [...PHOTO_TYPES],
    // A phone photo is far larger than a profile ever shows.
    resizeOptions: { width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true },
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [{ name: 'avatar', width: 256, height: 256, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } }],
    adminThumbnail: 'avatar',
  },
  hooks: {
    beforeOperation: [limitCreatesPerAccount('photoUpload'), imageLimits({ maxBytes: MAX_PHOTO_BYTES, maxPixels: MAX_PHOTO_PIXELS, maxSide: MAX_PHOTO_SIDE })],
    beforeChange: [ownedByUploader],
  },
  fields: [
    // Describes the picture, never names the person: the name is not the photo's to reveal.
    { name: 'alt', type: 'text', maxLength: 200 },
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
