import fs from 'node:fs'
import { Readable } from 'node:stream'

import type { UploadFile } from '@cms/core/uploads/readableUpload'

/**
 * A private upload's file as the answer: streamed, kept by the browser alone (never a shared
 * cache) for a day, since a file never changes under its id.
 */
export function privateFile(file: UploadFile): Response {
  const body = Readable.toWeb(fs.createReadStream(file.path)) as ReadableStream<Uint8Array>
  return new Response(body, {
    headers: { 'content-type': file.mimeType, 'content-length': String(file.size), 'cache-control': 'private, max-age=86400', 'x-content-type-options': 'nosniff' },
  })
}
