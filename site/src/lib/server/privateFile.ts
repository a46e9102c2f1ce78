import { Readable } from 'node:stream'

import type { UploadFile } from '@cms/core/uploads/readableUpload'

/**
 * A private upload's file as the answer: streamed (from disk or the bucket), kept by the browser
 * alone (never a shared cache) for a day, since a file never changes under its id.
 */
export async function privateFile(file: UploadFile): Promise<Response> {
  const body = Readable.toWeb(await file.open()) as ReadableStream<Uint8Array>
  return new Response(body, {
    headers: { 'content-type': file.mimeType, 'content-length': String(file.size), 'cache-control': 'private, max-age=86400', 'x-content-type-options': 'nosniff' },
  })
}
