/**
 * An address on the public site as a redirect stores it: one leading slash (never `//` or `/\`,
 * which browsers read as another site), no query or fragment, no trailing slash but on the two
 * home pages (`/`, `/en/`), as the pages' canonical links write them. Null when it is no path on
 * this site (a full URL, an empty string, a control character).
 */
export function redirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (!trimmed.startsWith('/') || /^[\\/]{2}|^\/\\/.test(trimmed) || /[\s\u0000-\u001f\\]/.test(trimmed)) return null
  const path = trimmed.replace(/[?#].*$/, '')
  if (path === '/' || path === '/en/' || path === '/en') return path === '/en' ? '/en/' : path
  return path.replace(/\/+$/, '') || '/'
}
