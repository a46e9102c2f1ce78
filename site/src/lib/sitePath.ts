/**
 * A path on this site for a redirect or a link built from the address: exactly one leading slash.
 * Browsers read `//host/…` and `/\host/…` as another site (a protocol-relative address), so any
 * run of slashes and backslashes at the start becomes one slash.
 */
export function sitePath(path: string): string {
  return `/${path.replace(/^[\\/]+/, '')}`
}

/** The same page in `language`: Russian at /…, English at /en/…. */
export function pathInLanguage(pathname: string, language: 'ru' | 'en'): string {
  const path = sitePath(pathname.replace(/^\/en(?=[\\/]|$)/, ''))
  return language === 'en' ? (path === '/' ? '/en/' : `/en${path}`) : path
}
