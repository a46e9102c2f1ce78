import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { authenticated } from '../access/authenticated'
import { isContentStaff } from '../access/isContentStaff'
import { mediaDir } from '../paths'

/** 10 MB: a large phone photo fits, a video does not. Enforced again by the upload limit. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/**
 * The upload limit of the HTTP layer does not apply to files handed to the Local API (seed,
 * scripts, the portal API): check the size here too, so every path refuses an oversized file.
 */
const refuseOversizedFiles: CollectionBeforeOperationHook = ({ req, args }) => {
  const size = req.file?.size ?? 0
  if (size > MAX_UPLOAD_BYTES) {
    throw new APIError(`The file is too large (${(size / 1024 / 1024).toFixed(1)} MB); the limit is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, 413, null, true)
  }
  return args
}

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
    create: authenticated,
    update: isContentStaff,
    delete: isContentStaff,
  },
  upload: {
    staticDir: mediaDir(),
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
  hooks: { beforeOperation: [refuseOversizedFiles] },
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
