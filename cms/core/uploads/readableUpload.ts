import fs from 'node:fs'
import path from 'node:path'

import { visibleRow } from '@cms/core/db/visibleRow'
import type { Visitor } from '@cms/core/visitor'

export type UploadFile = { path: string; mimeType: string; size: number }

type PrivateUploads = 'user-photos' | 'submission-images'
type UploadDoc = { filename?: string | null; mimeType?: string | null; sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | undefined> | null }

/**
 * The file of a private upload, in the named size when it has one, if the visitor may see the
 * document (the collection's read access decides); else null.
 */
export async function readableUpload(visitor: Visitor, collection: PrivateUploads, id: number, size: string): Promise<UploadFile | null> {
  const upload = (await visibleRow(visitor, collection, id)) as UploadDoc | null
  const sized = upload?.sizes?.[size]
  const filename = sized?.filename ?? upload?.filename
  const staticDir = visitor.payload.collections[collection].config.upload.staticDir
  if (!upload || !filename || !staticDir) return null
  const file = path.join(staticDir, path.basename(filename))
  const stat = await fs.promises.stat(file).catch(() => null)
  if (!stat?.isFile()) return null
  return { path: file, mimeType: sized?.mimeType ?? upload.mimeType ?? 'image/webp', size: stat.size }
}
