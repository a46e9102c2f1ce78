import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sitemap, { type SitemapOptions } from '@astrojs/sitemap'
import type { AstroIntegration } from 'astro'

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

/**
 * @astrojs/sitemap, given every page the build holds. The library lists the pages Astro hands to
 * `astro:build:done`, and Astro leaves out of that list the pages its i18n fallback renders from a
 * route with parameters: /en/yacht/7 and every other English detail page were missing from the
 * sitemap, and so their Russian pages had no alternates either. The build's own list of its page
 * files (kept on the build's record by renderedPages.ts, which must come earlier among the
 * integrations) has them all. The live build's sitemap is reused when this build has its pages.
 */
export function sitemapOfBuiltPages(options: SitemapOptions): AstroIntegration {
  const library = sitemap(options)
  return {
    name: 'baikal:sitemap',
    hooks: {
      ...library.hooks,
      'astro:build:done': async (params) => {
        const { pages } = builtPagesRecord()
        if (await reuseLiveSitemap(fileURLToPath(params.dir))) {
          params.logger.info(`the live build's sitemap: the same ${pages.length} pages`)
          return
        }
        await library.hooks['astro:build:done']?.({ ...params, pages: pages.map((file) => ({ pathname: pathnameOfPage(file) })) })
      },
    },
  }
}
