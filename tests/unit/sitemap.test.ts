import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sitemap, { type SitemapOptions } from '@astrojs/sitemap'
import type { AstroConfig, AstroIntegration, AstroIntegrationLogger } from 'astro'
import { describe, expect, it } from 'vitest'

import { builtPagesRecord } from '@site/integrations/buildRecord'
import { pathnameOfPage } from '@site/integrations/builtPages'
import { pathnamesInLibraryOrder, sitemapAlternates, sitemapOfBuiltPages } from '@site/integrations/sitemap'
import { isUnlistedPage } from '@site/lib/unlistedPages'

describe('the sitemap of the pages a build holds', () => {
  it('hands each page file to the sitemap as Astro names a built page', () => {
    expect(pathnameOfPage('index.html')).toBe('')
    expect(pathnameOfPage(path.join('en', 'index.html'))).toBe('en/')
    expect(pathnameOfPage(path.join('en', 'yacht', '7', 'index.html'))).toBe('en/yacht/7/')
    expect(pathnameOfPage(path.join('wiki', 'ольхон', 'index.html'))).toBe('wiki/ольхон/')
    expect(pathnameOfPage('404.html')).toBe('404')
  })

  it('hands them in the order the library sorts their addresses in, the home page last', () => {
    const handed = pathnamesInLibraryOrder(FILE_ORDER)
    expect(handed).toHaveLength(FILE_ORDER.length)
    expect(handed.at(-1)).toBe('')
    // The library's own addresses and sort (@astrojs/sitemap): for ASCII paths, the same order.
    const addresses = handed
      .slice(0, -1)
      .filter((pathname) => /^[\x20-\x7e]*$/.test(pathname))
      .map((pathname) => new URL(pathname, 'https://baikal.example/docs/').href)
    expect([...addresses].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))).toEqual(addresses)
    expect(handed.indexOf('yacht/9/')).toBeLessThan(handed.indexOf('yacht/10/'))
  })
})

const I18N = { defaultLocale: 'ru', locales: { ru: 'ru-RU', en: 'en-US' } }

type SiteSettings = { base: string; trailingSlash: 'ignore' | 'never'; routes: readonly unknown[] }

const ROOT_SITE: SiteSettings = { base: '/', trailingSlash: 'ignore', routes: [] }

/** A route of Astro's with an address of its own (no parameters), and the English fallback's. */
const staticRoute = (pathname: string) => ({
  type: 'page',
  pathname,
  pattern: pathname,
  generate: (path: string) => path,
  fallbackRoutes: [{ type: 'page', pathname: `/en${pathname}`, pattern: `/en${pathname}`, generate: (path: string) => path }],
})

/** The files an integration's sitemap hooks write for `pages` into a folder of their own. */
async function writtenSitemap(integration: AstroIntegration, pages: string[], site: SiteSettings = ROOT_SITE): Promise<Record<string, string>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitemap-'))
  try {
    const logger = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as unknown as AstroIntegrationLogger
    const config = { site: 'https://baikal.example', base: site.base, trailingSlash: site.trailingSlash, build: { format: 'directory' } } as unknown as AstroConfig
    // Only the parts of Astro's hook arguments the library reads.
    const hooks = integration.hooks as Record<string, ((params: unknown) => unknown) | undefined>
    await hooks['astro:routes:resolved']?.({ routes: site.routes, logger })
    await hooks['astro:config:done']?.({ config, logger })
    builtPagesRecord().pages = pages
    await hooks['astro:build:done']?.({ dir: pathToFileURL(`${dir}/`), pages: pages.map((file) => ({ pathname: pathnameOfPage(file) })), logger })
    const files = await fs.readdir(dir)
    return Object.fromEntries(await Promise.all(files.map(async (file) => [file, await fs.readFile(path.join(dir, file), 'utf8')])))
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

const PAGES = ['index.html', 'en/index.html', '404.html', 'en/404.html', 'yachts/index.html', 'en/yachts/index.html', 'about/index.html', 'ru-only/index.html']
for (let id = 1; id <= 120; id++) PAGES.push(`yacht/${id}/index.html`, `en/yacht/${id}/index.html`)
PAGES.push('en/only-english/index.html')
/** The pages as a build lists its files (walkPages): sorted by code unit, the home page after `404.html` and `en/`. */
const FILE_ORDER = [...PAGES, 'yacht/07/index.html', 'wiki/ольхон/index.html', 'wiki/baikal/index.html'].sort()

describe('the sitemap’s alternates', () => {
  it('are the library’s own, found once for all', async () => {
    const options: SitemapOptions = {
      i18n: I18N,
      filter: (url) => !url.endsWith('/about/'),
      serialize: (item) => ({ ...item, url: item.url.replace(/\/$/, '') }),
    }
    const library = await writtenSitemap(sitemap(options), FILE_ORDER)
    const ours = await writtenSitemap(sitemapOfBuiltPages(options), FILE_ORDER)
    expect(Object.keys(library).sort()).toEqual(['sitemap-0.xml', 'sitemap-index.xml'])
    expect(ours).toEqual(library)
    expect(ours['sitemap-0.xml']).toContain('hreflang="en-US" href="https://baikal.example/en/yacht/7/"')
    expect(ours['sitemap-0.xml']).not.toContain('404')
  })

  it.each([
    ['under a base path, in several files', { base: '/docs/', trailingSlash: 'ignore', routes: [] }, { entryLimit: 50 }],
    ['with routes and their fallbacks, and no trailing slash', { base: '/docs', trailingSlash: 'never', routes: [staticRoute('/services'), staticRoute('/404')] }, {}],
  ] as const)('are the library’s own %s', async (_, site, more) => {
    const options: SitemapOptions = { i18n: I18N, ...more }
    const library = await writtenSitemap(sitemap(options), FILE_ORDER, site)
    const ours = await writtenSitemap(sitemapOfBuiltPages(options), FILE_ORDER, site)
    expect(Object.keys(library).length).toBeGreaterThan(1)
    expect(ours).toEqual(library)
  })

  it('leave an i18n the library refuses to the library, which writes no sitemap', async () => {
    const options: SitemapOptions = { i18n: { defaultLocale: 'de', locales: I18N.locales } }
    expect(await writtenSitemap(sitemapOfBuiltPages(options), PAGES)).toEqual(await writtenSitemap(sitemap(options), PAGES))
  })

  it('pair each address with its twin in the other language alone', () => {
    const base = 'https://baikal.example/'
    const alternates = sitemapAlternates([`${base}`, `${base}en/`, `${base}yacht/7/`, `${base}en/yacht/7/`, `${base}yacht/70/`, `${base}ru-only/`], base, I18N)
    expect(alternates.get(`${base}yacht/7/`)).toEqual([
      { url: `${base}en/yacht/7/`, lang: 'en-US' },
      { url: `${base}yacht/7/`, lang: 'ru-RU' },
    ])
    expect(alternates.get(`${base}en/`)).toEqual([
      { url: `${base}`, lang: 'ru-RU' },
      { url: `${base}en/`, lang: 'en-US' },
    ])
    expect(alternates.has(`${base}yacht/70/`)).toBe(false)
    expect(alternates.has(`${base}ru-only/`)).toBe(false)
  })
})

describe('the pages no search engine should list', () => {
  it('are the members’ and the staff’s own pages and the steps of a flow, in both languages', () => {
    for (const pathname of [
      '/auth',
      '/en/account/',
      '/admin',
      '/en/admin/content/sandbox',
      '/owner/dashboard',
      '/en/user/dashboard',
      '/content/create',
      '/events/create',
      '/messages',
      '/payment-test',
      '/newsletter/unsubscribe',
      '/service-company',
    ])
      expect(isUnlistedPage(pathname), pathname).toBe(true)
  })

  it('are not the pages of the catalogue and the lake', () => {
    for (const pathname of ['/', '/en/', '/yachts', '/en/yacht/7', '/events', '/events/3', '/wiki/baikal-winds', '/services', '/crew-showcase', '/administration'])
      expect(isUnlistedPage(pathname), pathname).toBe(false)
  })
})
