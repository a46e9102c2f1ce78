import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sitemap, { type LinkItem, type SitemapItem, type SitemapOptions } from '@astrojs/sitemap'
import type { AstroConfig, AstroIntegration } from 'astro'

import { sameCodeAsLiveBuild } from './buildInputs'
import { pathnameOfPage } from './builtPages'
import { linkFiles } from './links'
import { liveBuildFolder } from './liveBuildRecord'
import { builtPagesRecord } from './buildRecord'

/** The library's files: the index and its parts (`sitemap-index.xml`, `sitemap-0.xml`…). */
const isSitemapFile = (name: string) => /^sitemap-[\w-]+\.xml$/.test(name)

/**
 * Links the live build's sitemap into this build when it would come out the same: the build holds
 * the live build's pages (renderedPages.ts compared the two lists), by the same code (which holds
 * the sitemap's settings). A price changed leaves the sitemap as it was; writing a catalogue's
 * 10,000 addresses again took 1.7 s of a publish. False, leaving nothing, when it cannot.
 */
async function reuseLiveSitemap(root: string): Promise<boolean> {
  const live = liveBuildFolder()
  if (!live || !builtPagesRecord().samePagesAsLive || !(await sameCodeAsLiveBuild())) return false
  const liveRoot = path.join(live, 'client')
  const files = (await fs.readdir(liveRoot).catch(() => [])).filter(isSitemapFile)
  if (!files.includes('sitemap-index.xml')) return false
  try {
    await linkFiles(liveRoot, root, files)
    return true
  } catch {
    await Promise.all(files.map((file) => fs.rm(path.join(root, file), { force: true })))
    return false
  }
}

type SitemapI18n = NonNullable<NonNullable<SitemapOptions>['i18n']>

/**
 * The collator @astrojs/sitemap sorts its addresses with: it compares them with
 * `localeCompare(other, 'en', { numeric: true })`, which compares as this does.
 */
const libraryCollator = new Intl.Collator('en', { numeric: true })

/**
 * The pathnames of `pages` (page files), handed to the library in about the order it sorts their
 * addresses in, so that its sort has little to do. Its `localeCompare` makes a collator for each
 * comparison: handed the 20,158 pages of a catalogue in the order of their files, it compared
 * 87,947 times (0.4-0.7 s of a build's one thread), and 20,159 times so (0.08-0.11 s). Only a
 * hint: the library sorts them again, so the sitemap does not depend on it, and an address it
 * percent-encodes (a path of Cyrillic letters) may be out of place. The home page comes last, as
 * it did in the order of the files: the library adds the slash after a base without one when it
 * meets another page first.
 */
export function pathnamesInLibraryOrder(pages: readonly string[]): string[] {
  const pathnames = pages.map(pathnameOfPage).sort(libraryCollator.compare)
  const home = pathnames.indexOf('')
  if (home >= 0) pathnames.push(...pathnames.splice(home, 1))
  return pathnames
}

/**
 * Whether @astrojs/sitemap takes `i18n` (its options' schema): named locales, the default among
 * them, each with a language of two or more letters and dashes.
 */
const acceptedI18n = ({ defaultLocale, locales }: SitemapI18n) =>
  Boolean(locales[defaultLocale]) && Object.entries(locales).every(([locale, language]) => locale !== '' && /^[a-zA-Z-]{2,}$/.test(language))

/**
 * Each address's hreflang alternates, as @astrojs/sitemap's `i18n` option finds them: the
 * addresses of the same path in every locale (the default locale's without a prefix), in the
 * library's order, for the paths found in more than one. The library scans every address for each
 * path, a time that grows with the square of the pages: at 20,000 addresses its list took 2.2–2.6 s
 * with its i18n and 0.6 s without, and this grouping 0.1 s.
 */
export function sitemapAlternates(urls: string[], base: string, { defaultLocale, locales }: SitemapI18n): Map<string, LinkItem[]> {
  const byPath = new Map<string, { url: string; locale: string }[]>()
  for (const url of urls) {
    if (!url.startsWith(base)) continue
    const rest = `/${url.slice(base.length).replace(/^\//, '')}`
    const prefix = rest.split('/')[1] ?? ''
    const [locale, path] = prefix in locales ? [prefix, rest.slice(1 + prefix.length) || '/'] : [defaultLocale, rest]
    const group = byPath.get(path) ?? []
    group.push({ url, locale })
    byPath.set(path, group)
  }
  const alternates = new Map<string, LinkItem[]>()
  for (const group of byPath.values()) {
    if (group.length < 2) continue
    // The library lists a path's alternates in its order of the addresses.
    const links = group.sort((a, b) => libraryCollator.compare(a.url, b.url)).map(({ url, locale }) => ({ url, lang: locales[locale]! }))
    for (const { url } of group) alternates.set(url, links)
  }
  return alternates
}

/**
 * The library's options with its `i18n` done here (sitemapAlternates): the library is given none,
 * and each address it keeps (its `filter` sees the final list) gets its alternates before the
 * given `serialize`. The locales' error pages, which the library leaves out of Astro's pages when
 * it knows the locales, are left out here, and so they would be from `customPages`. An `i18n` the
 * library would refuse is handed to it as given, for it to say so and write no sitemap. `start`
 * takes a build's base (the site's address with its base path, ending in a slash), and forgets
 * the last build's addresses.
 */
function withAlternatesOnce(options: SitemapOptions): { options: SitemapOptions; start: (base: string) => void } {
  if (!options?.i18n || !acceptedI18n(options.i18n)) return { options, start: () => {} }
  const { i18n, filter, serialize, ...rest } = options
  const errorPages = new Set(Object.keys(i18n.locales).flatMap((locale) => [`${locale}/404`, `${locale}/500`]))
  let base = ''
  let kept: string[] = []
  let alternates: Map<string, LinkItem[]> | null = null
  return {
    start: (buildBase) => {
      base = buildBase
      kept = []
      alternates = null
    },
    options: {
      ...rest,
      filter: (url) => {
        const keep = !errorPages.has(url.slice(base.length).replace(/\/$/, '')) && (filter?.(url) ?? true)
        if (keep) kept.push(url)
        return keep
      },
      serialize: (item: SitemapItem) => {
        alternates ??= sitemapAlternates(kept, base, i18n)
        const links = alternates.get(item.url)
        return serialize ? serialize({ ...item, links }) : { ...item, links }
      },
    },
  }
}

/**
 * @astrojs/sitemap, given every page the build holds. The library lists the pages Astro hands to
 * `astro:build:done`, and Astro leaves out of that list the pages its i18n fallback renders from a
 * route with parameters: /en/yacht/7 and every other English detail page were missing from the
 * sitemap, and so their Russian pages had no alternates either. The build's own list of its page
 * files (kept on the build's record by renderedPages.ts, which must come earlier among the
 * integrations) has them all. The live build's sitemap is reused when this build has its pages.
 * The pages' alternates are found once for all (withAlternatesOnce).
 */
export function sitemapOfBuiltPages(options: SitemapOptions): AstroIntegration {
  let config: AstroConfig | null = null
  const alternatesOnce = withAlternatesOnce(options)
  const library = sitemap(alternatesOnce.options)
  return {
    name: 'baikal:sitemap',
    hooks: {
      ...library.hooks,
      'astro:config:done': async (params) => {
        config = params.config
        await library.hooks['astro:config:done']?.(params)
      },
      'astro:build:done': async (params) => {
        const { pages } = builtPagesRecord()
        if (await reuseLiveSitemap(fileURLToPath(params.dir))) {
          params.logger.info(`the live build's sitemap: the same ${pages.length} pages`)
          return
        }
        // The library writes no sitemap without the site's address. It adds the slash once it meets
        // a page other than the home page, which comes last (pathnamesInLibraryOrder): a site of a
        // home page alone under a base without one would have it there, and no alternates.
        if (config?.site) {
          const base = new URL(config.base, config.site)
          if (!base.pathname.endsWith('/')) base.pathname += '/'
          alternatesOnce.start(base.href)
        }
        await library.hooks['astro:build:done']?.({ ...params, pages: pathnamesInLibraryOrder(pages).map((pathname) => ({ pathname })) })
      },
    },
  }
}
