import type { IncomingMessage, ServerResponse } from 'node:http'

import sirv from 'sirv'

import { MEDIA_CACHE_CONTROL } from '../cacheControl'

/** Every address under /media/: only one file of the folder's top level is ever served. */
const MEDIA_PATH = /^\/media\/([^?#]*)/

/**
 * The editors' pictures from the site's own origin (issue #32): the media folder's own files, as
 * Payload's `media` collection stores them (public to read). Members' photos and submissions'
 * pictures sit in its subfolders and are private: no address reaches them here, escaped or not.
 * Answers true when it handled the request.
 */
export function mediaFiles(dir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const files = sirv(dir, { dev: false, etag: true, dotfiles: false, setHeaders: (res) => res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL) })
  return (req, res) => {
    const match = MEDIA_PATH.exec(req.url ?? '')
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    let name: string
    try {
      name = decodeURIComponent(match[1] ?? '')
    } catch {
      name = ''
    }
    const notFound = () => {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.setHeader('Cache-Control', 'no-cache')
      res.end('Not found')
    }
    if (!name || /[/\\]/.test(name) || name.startsWith('.')) {
      notFound()
      return true
    }
    req.url = `/${encodeURIComponent(name)}`
    files(req, res, notFound)
    return true
  }
}
