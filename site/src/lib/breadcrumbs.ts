/**
 * Path segments with a label of their own (spec 2.2, plus trip-packages, which detail pages pass
 * through); any other segment is derived from itself.
 */
const LABELLED_SEGMENTS = new Set([
  'yachts',
  'destinations',
  'services',
  'baikal-club',
  'events',
  'crew-showcase',
  'wiki',
  'admin',
  'dashboard',
  'bookings',
  'social-club',
  'auth',
  'account',
  'trip-packages',
])

/**
 * Segments that are folders of the site, not pages: their crumb leads to the page that stands for
 * them, or is plain text when none does (a dashboard's role).
 */
const FOLDER_PAGES: Readonly<Record<string, string | null>> = {
  crew: '/crew-showcase',
  content: '/content/dashboard',
  owner: null,
  user: null,
  'travel-manager': null,
}

/** One crumb; `href` is null for a folder without a page of its own. */
export type Crumb = { href: string | null; label: string; current: boolean }

/** "crew-request" → "Crew request": capitalised, hyphens turned into spaces. */
export function segmentLabel(segment: string): string {
  const words = decodeURIComponent(segment).replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Home first, then one crumb per segment of the path (without the /en prefix); the last is the
 * current page. `translate` names the labelled segments (`crumb.<segment>`), `currentLabel`
 * replaces the last label (a yacht's name instead of its id).
 */
export function breadcrumbs(pathname: string, translate: (key: string) => string, localize: (path: string) => string, currentLabel?: string): Crumb[] {
  const segments = pathname
    .replace(/^\/en(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
  const crumbs: Crumb[] = [{ href: localize('/'), label: translate('crumb.home'), current: segments.length === 0 }]
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1
    const key = segment.toLowerCase()
    const label = last && currentLabel ? currentLabel : LABELLED_SEGMENTS.has(key) ? translate(`crumb.${key}`) : segmentLabel(segment)
    const folder = last || !(key in FOLDER_PAGES) ? undefined : FOLDER_PAGES[key]
    const href = folder === undefined ? localize(`/${segments.slice(0, index + 1).join('/')}`) : folder === null ? null : localize(folder)
    crumbs.push({ href, label, current: last })
  })
  return crumbs
}
