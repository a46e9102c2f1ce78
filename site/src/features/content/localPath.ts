import type { Locale } from '@site/i18n'

/**
 * A site path in the page's language (English pages live under /en). The islands' own copy of
 * the pages' `localizedPath`: importing that would bring every string of the site into the bundle.
 */
export const localPath = (locale: Locale, path: string) => (locale === 'en' ? `/en${path}` : path)
