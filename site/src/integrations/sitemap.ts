import sitemap, { type SitemapOptions } from '@astrojs/sitemap'
import type { AstroIntegration } from 'astro'

import { pathnameOfPage } from './builtPages'
import { builtPagesRecord } from './renderedPagesRecord'

/**
 * @astrojs/sitemap, given every page the build holds. The library lists the pages Astro hands to
 * `astro:build:done`, and Astro leaves out of that list the pages its i18n fallback renders from a
 * route with parameters: /en/yacht/7 and every other English detail page were missing from the
 * sitemap, and so their Russian pages had no alternates either. The build's own list of its page
 * files (kept on the build's record by renderedPages.ts, which must come earlier among the
 * integrations) has them all.
 */
export function sitemapOfBuiltPages(options: SitemapOptions): AstroIntegration {
  const library = sitemap(options)
  return {
    name: 'baikal:sitemap',
    hooks: {
      ...library.hooks,
      'astro:build:done': async (params) => {
        await library.hooks['astro:build:done']?.({ ...params, pages: builtPagesRecord().pages.map((file) => ({ pathname: pathnameOfPage(file) })) })
      },
    },
  }
}
