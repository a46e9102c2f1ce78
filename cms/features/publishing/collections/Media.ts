import type { CollectionConfig } from 'payload'

import { anyone } from '@cms/core/access/anyone'
import { isContentStaff } from '@cms/core/access/isContentStaff'
import { uploadFolder } from '@cms/core/uploads/uploadLocations'
import { imageLimits } from '@cms/core/uploads/imageLimits'
import { MAX_UPLOAD_BYTES } from '../mediaRules'
import { recordSiteChangeAfterChange, recordSiteChangeAfterDelete } from '../siteChanges'

export { MAX_UPLOAD_BYTES }

/**
 * The editors' media library: content pictures, for editors to add. Members upload only their
 * own profile photos (user-photos).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { ru: 'Медиафайл', en: 'Media file' },
    plural: { ru: 'Медиафайлы', en: 'Media' },
  },
  admin: {
    group: { ru: 'Контент', en: 'Content' },
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
  },
  access: {
    read: anyone,
    create: isContentStaff,
    update: isContentStaff,
    delete: isContentStaff,
  },
  upload: {
    staticDir: uploadFolder('media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    focalPoint: true,
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 800, height: 533, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'hero', width: 1920, height: 1080, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  hooks: {
    beforeOperation: [imageLimits({ maxBytes: MAX_UPLOAD_BYTES, maxPixels: 100_000_000, maxSide: 16_000 })],
    // The site's documents carry their pictures (alt text, sizes) in the CMS's answers, so the next
    // build must know which changed; no rebuild of its own, as before: the next publish shows it.
    afterChange: [recordSiteChangeAfterChange],
    afterDelete: [recordSiteChangeAfterDelete],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 200,
      admin: { description: { ru: 'Описание изображения для незрячих и поисковиков', en: 'What the picture shows, for screen readers and search engines' } },
    },
  ],
}
