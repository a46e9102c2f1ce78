import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { objectStorageClientConfig, objectStorageSettings } from './objectStorage'
import { UPLOAD_LOCATIONS } from './uploadLocations'

/**
 * Payload's own S3 adapter for the three upload collections when S3_BUCKET is set; local disk
 * otherwise. Its fields (`prefix`, `_objectKey`) are in the schema either way (`alwaysInsertFields`),
 * so one set of migrations serves both. Files are read through Payload's access checks (the bucket
 * stays private): the admin streams them via /api/{collection}/file, the portal via its own routes
 * (storedFiles.ts).
 */
export function uploadStoragePlugin(): Plugin {
  const settings = objectStorageSettings()
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? 'unused',
    config: settings ? objectStorageClientConfig(settings) : {},
    collections: {
      media: { prefix: UPLOAD_LOCATIONS.media.prefix },
      'user-photos': { prefix: UPLOAD_LOCATIONS['user-photos'].prefix },
      'submission-images': { prefix: UPLOAD_LOCATIONS['submission-images'].prefix },
    },
  })
}
