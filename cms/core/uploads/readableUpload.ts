import { visibleRow } from '@cms/core/db/visibleRow'
import type { Visitor } from '@cms/core/visitor'
import type { StoredFile } from './storedFiles'
import { uploadStore } from './storedFiles'

export type UploadFile = StoredFile & { mimeType: string }

type PrivateUploads = 'user-photos' | 'submission-images'
type UploadDoc = {
  filename?: string | null
  mimeType?: string | null
  prefix?: string | null
  sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | undefined> | null
}

/**
 * The file of a private upload, in the named size when it has one, if the visitor may see the
 * document (the collection's read access decides); else null. From local disk or the bucket.
 */
export async function readableUpload(visitor: Visitor, collection: PrivateUploads, id: number, size: string): Promise<UploadFile | null> {
  const upload = (await visibleRow(visitor, collection, id)) as UploadDoc | null
  const sized = upload?.sizes?.[size]
  const filename = sized?.filename ?? upload?.filename
  if (!upload || !filename) return null
  const file = await uploadStore(collection).find(filename, upload.prefix)
  if (!file) return null
  return { ...file, mimeType: sized?.mimeType ?? upload.mimeType ?? file.contentType ?? 'image/webp' }
}
