import path from 'node:path'

import type { Access, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { hasRole } from '../access/roles'
import { mediaDir } from '../paths'
import { PHOTO_TYPES } from '../uploads/photoRules'

/**
 * Set in the Local API's context by the account page's upload endpoint, which checks the file's
 * bytes and limits uploads per person: members add photos there, not through the REST API.
 */
export const THROUGH_ACCOUNT_PAGE = 'userPhotoThroughAccountPage'

/** Admins (in the admin panel), and signed-in members through the account page. */
const adminOrAccountPage: Access = ({ req: { user, context } }) =>
  hasRole(user, 'admin') || (Boolean(user) && context?.[THROUGH_ACCOUNT_PAGE] === true)

/** Admins, or the person the photo belongs to. */
const adminOrOwner: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { owner: { equals: user.id } }
}

/** A photo belongs to whoever uploads it; a request cannot name someone else. */
const ownedByUploader: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user && !hasRole(req.user, 'admin')) return { ...data, owner: req.user.id }
  return data
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
    // Shown beside the person's name in the portal.
    read: anyone,
    create: adminOrAccountPage,
    update: isAdmin,
    delete: adminOrOwner,
  },
  upload: {
    staticDir: path.join(mediaDir(), 'user-photos'),
    mimeTypes: [...PHOTO_TYPES],
    // A phone photo is far larger than a profile ever shows.
    resizeOptions: { width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true },
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [{ name: 'avatar', width: 256, height: 256, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } }],
    adminThumbnail: 'avatar',
  },
  hooks: { beforeChange: [ownedByUploader] },
  fields: [
    { name: 'alt', type: 'text', maxLength: 200 },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: { update: isAdminField },
    },
  ],
  timestamps: true,
}
