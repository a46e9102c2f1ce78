import path from 'node:path'

/**
 * Pictures of the media library (/media/…): Payload gives a replaced file a new name, so a name's
 * bytes do not change; a month, revalidated by ETag after that.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=2592000'

/**
 * Hashed build assets never change under their name: a year, immutable. Pages change with every
 * publish: the browser revalidates them (ETag) on each visit, as it does the service worker.
 * The search index likewise. Other public files: an hour.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable'
  // The search index and its parts (site/src/lib/search.ts): chunks are named by their content's
  // hash, entry points are not.
  const searchIndex = /^\/(pagefind|pagefind-parts\/[^/]+)\/(.*)$/.exec(pathname)
  if (searchIndex) return /^(fragment|index|filter)\//.test(searchIndex[2] ?? '') ? 'public, max-age=31536000, immutable' : 'no-cache'
  // The service worker must be checked for updates on every visit.
  if (pathname === '/sw.js') return 'no-cache'
  if (pathname.endsWith('.html') || !path.extname(pathname)) return 'no-cache'
  return 'public, max-age=3600'
}
