import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

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
 * The editors' pictures from the site's own origin (issue #32): the media folder's own files, as
 * Payload's `media` collection stores them (public to read). Members' photos and submissions'
 * pictures sit in its subfolders and are private: no address reaches them here, escaped or not.
 * The folder is looked at on every request: uploads appear and deletions go at once, and a file
 * that vanishes mid-answer ends that answer, not the server. Answers true when it took the request.
 */
export function mediaFiles(dir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const notFound = (res: ServerResponse) => {
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.end('Not found')
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
    if (!name || /[/\\\0]/.test(name) || name.startsWith('.')) {
      notFound(res)
      return true
    }
    const file = path.join(dir, name)
    fs.promises.stat(file).then(
      (stats) => {
        if (!stats.isFile()) return notFound(res)
        const etag = `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`
        res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL)
        res.setHeader('ETag', etag)
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304
          return res.end()
        }
        res.setHeader('Content-Type', CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream')
        res.setHeader('Content-Length', stats.size)
        if (req.method === 'HEAD') return res.end()
        fs.createReadStream(file)
          .on('error', () => res.destroy())
          .pipe(res)
      },
      () => notFound(res),
    )
    return true
  }
}
