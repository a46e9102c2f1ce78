import path from 'node:path'

/**
 * Hashed build assets never change under their name: a year, immutable. Pages change with every
 * publish: the browser revalidates them (ETag) on each visit, as it does the service worker.
 * Other public files: an hour.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable'
  // The service worker must be checked for updates on every visit.
  if (pathname === '/sw.js') return 'no-cache'
  if (pathname.endsWith('.html') || !path.extname(pathname)) return 'no-cache'
  return 'public, max-age=3600'
}
