import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sitemap, { type SitemapOptions } from '@astrojs/sitemap'
import type { AstroIntegration } from 'astro'

import { PAGES_FILE } from './renderedPages'

/** A page's address as Astro hands it to `astro:build:done`: `yacht/7/index.html` → `yacht/7/`, `index.html` → ``. */
export function pathnameOfPage(relativeFile: string): string {
  return relativeFile
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')
}

/**
 * @astrojs/sitemap, given every page the build holds. The library lists the pages Astro hands to
 * `astro:build:done`, and Astro leaves out of that list the pages its i18n fallback renders from a
 * route with parameters: /en/yacht/7 and every other English detail page were missing from the
 * sitemap, and so their Russian pages had no alternates either. The build's own list of its page
 * files (pages.json, renderedPages.ts, which must come earlier among the integrations) has them all.
 */
export function sitemapOfBuiltPages(options: SitemapOptions): AstroIntegration {
  const library = sitemap(options)
  let outDir = ''
  return {
    name: 'baikal:sitemap',
    hooks: {
      ...library.hooks,
      'astro:config:done': async (params) => {
        outDir = fileURLToPath(params.config.outDir)
        await library.hooks['astro:config:done']?.(params)
      },
      'astro:build:done': async (params) => {
        const files = JSON.parse(await fs.readFile(path.join(outDir, PAGES_FILE), 'utf8')) as string[]
        await library.hooks['astro:build:done']?.({ ...params, pages: files.map((file) => ({ pathname: pathnameOfPage(file) })) })
      },
    },
  }
}
