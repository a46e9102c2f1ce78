import path from 'node:path'

import { mediaDir } from '@cms/core/paths'

/**
 * Where each upload collection keeps its files: a folder under the media folder on local disk, or a
 * key prefix in the S3 bucket. The editors' media is public and sits at the media folder's top
 * level (the site's /media/ serves only that level); members' photos and submissions' pictures
 * are private and sit apart. In the bucket every collection has its own prefix, none inside
 * another's, so a document's own prefix (Payload keeps it contained in its collection's) can never
 * name another collection's files.
 */
export const UPLOAD_LOCATIONS = {
  media: { folder: '', prefix: 'media' },
  'user-photos': { folder: 'user-photos', prefix: 'user-photos' },
  'submission-images': { folder: 'submission-images', prefix: 'submission-images' },
} as const

export type UploadCollection = keyof typeof UPLOAD_LOCATIONS

/** The collection's folder on local disk (its `upload.staticDir`). */
export function uploadFolder(collection: UploadCollection): string {
  return path.join(mediaDir(), UPLOAD_LOCATIONS[collection].folder)
}
