import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import type { FileStore } from '@cms/core/uploads/storedFiles'

import { MEDIA_CACHE_CONTROL } from '../cacheControl'

/** Every address under /media/: only one file of the folder's top level is ever served. */
const MEDIA_PATH = /^\/media\/([^?#]*)/

/** The types the media library takes (cms/features/publishing/collections/Media.ts) and writes (webp). */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
}

/**
 * The editors' pictures from the site's own origin (issue #32): the media library's own files, as
 * Payload's `media` collection stores them (public to read), from the media folder's top level or
 * the bucket's media/ prefix (issue #28). Members' photos and submissions' pictures are stored
 * apart and are private: no address reaches them here, escaped or not. The store is asked on every
 * request: uploads appear and deletions go at once, on every server, and a file that vanishes
 * mid-answer ends that answer, not the server. Answers true when it took the request.
 */
export function mediaFiles(store: FileStore): (req: IncomingMessage, res: ServerResponse) => boolean {
  const notFound = (res: ServerResponse) => {
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.end('Not found')
  }
  const failed = (res: ServerResponse) => {
    if (res.headersSent) return res.destroy()
    res.statusCode = 503
    res.setHeader('Retry-After', '5')
    res.setHeader('Cache-Control', 'no-store')
    res.end('The picture store does not answer; try again in a few seconds.')
  }
  return (req, res) => {
    const match = MEDIA_PATH.exec(req.url ?? '')
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    let name = ''
    try {
      name = decodeURIComponent(match[1] ?? '')
    } catch {
      // A broken escape names no file.
    }
    store
      .find(name)
      .then(
        async (file) => {
          if (!file) return notFound(res)
          res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL)
          res.setHeader('ETag', file.etag)
          if (req.headers['if-none-match'] === file.etag) {
            res.statusCode = 304
            return res.end()
          }
          res.setHeader('Content-Type', CONTENT_TYPES[path.extname(name).toLowerCase()] ?? file.contentType ?? 'application/octet-stream')
          res.setHeader('Content-Length', file.size)
          if (req.method === 'HEAD') return res.end()
          const body = await file.open()
          body.on('error', () => res.destroy()).pipe(res)
        },
        () => failed(res),
      )
      .catch(() => failed(res))
    return true
  }
}
