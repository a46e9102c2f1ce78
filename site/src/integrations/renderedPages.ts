import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

import { addressOfPage, PAGES_FILE, readBuildList, walkPages } from './builtPages'
import { CHANGED_PAGES_FILE, changedPages } from './changedPages'
import { liveBuildFolder } from './liveBuildRecord'
import { builtPagesRecord, renderedAddresses, renderedPageCompression } from './buildRecord'
import { contentHashOfKey } from './compressionWorkers'
import { liveBuildCompressedKeys, renderedPageKey } from './precompress'

/** Where a build lists the pages it rendered, beside its output; every other page is the live build's. */
export const RENDERED_PAGES_FILE = 'rendered-pages.json'

/**
 * The build's pages, and of those the pages it rendered (whose addresses the middleware recorded),
 * as sorted files relative to its `client` folder, from one walk of that folder. The pages not
 * rendered are the live build's files, linked in unchanged (liveBuildPages.ts).
 */
export async function pageFiles(clientDir: string): Promise<{ pages: string[]; rendered: string[] }> {
  const recorded = renderedAddresses()
  const pages = await walkPages(clientDir)
  return { pages, rendered: pages.filter((file) => recorded.has(addressOfPage(file))) }
}

/**
 * The pages this build changed against the live build, compared once for everything after the
 * build: whether the build has the live build's very pages (the sitemap reuses the live one's),
 * and the rendered pages that came out as the live build's are kept on the build's record (the
 * search index reuses their parts), and the addresses of the pages added, removed or changed are
 * written for the editors (`changed-pages.json`; the admin lists them). Only the rendered pages
 * are read: the others are the live build's files, linked in. Never fails the build:
 * without the comparison, the search indexes every part, and the editors see no list.
 */
async function compareWithLiveBuild(root: string, outDir: string, pages: string[], rendered: string[]): Promise<void> {
  const live = liveBuildFolder()
  if (!live) return
  try {
    const livePages = (await readBuildList(live, PAGES_FILE)) ?? undefined
    // Both lists are sorted (walkPages): the same pages are the same list.
    builtPagesRecord().samePagesAsLive = livePages?.length === pages.length && livePages.every((file, index) => file === pages[index])
    const previousPages = livePages && new Set(livePages)
    // Pages compressed as they rendered have a content hash already, and so have the live build's
    // compressed pages: those are compared without reading either file. A code change renders
    // every page, and reading the two builds' 20,000 pages took 5-6 s of a build.
    const renderedKeys = renderedPageCompression().compressor?.keys() ?? new Map<string, string | null>()
    const liveKeys = await liveBuildCompressedKeys()
    const sameContent = (file: string) => {
      const key = renderedPageKey(renderedKeys, file)
      const liveKey = liveKeys.get(file)
      return key && liveKey ? contentHashOfKey(key) === contentHashOfKey(liveKey) : undefined
    }
    const { changed, sameAsBefore } = await changedPages(path.join(live, 'client'), root, {
      previousPages,
      nextPages: new Set(pages),
      rendered: new Set(rendered),
      sameContent,
    })
    builtPagesRecord().sameAsLive = sameAsBefore
    await fs.writeFile(path.join(outDir, CHANGED_PAGES_FILE), JSON.stringify(changed))
  } catch {
    // As documented: the build goes on without the comparison.
  }
}

/**
 * Records which pages a build rendered (a middleware sees every page rendered, and none of those
 * linked in from the live build), for what follows the build: the sitemap lists every page,
 * the search index and the compression reuse the live build's work for the rest, and the editors
 * see which pages changed. Writes `rendered-pages.json`, the list of all pages (`pages.json`) and
 * of the changed ones (`changed-pages.json`) beside the output, and keeps the list of pages on
 * the build's record for the integrations after it.
 */
export function renderedPages(): AstroIntegration {
  let outDir = ''
  return {
    name: 'baikal:rendered-pages',
    hooks: {
      'astro:config:setup': ({ addMiddleware }) => {
        addMiddleware({ entrypoint: new URL('./recordRenderedPage.ts', import.meta.url), order: 'pre' })
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir)
      },
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir)
        const { pages, rendered } = await pageFiles(root)
        builtPagesRecord().pages = pages
        await Promise.all([
          fs.writeFile(path.join(outDir, RENDERED_PAGES_FILE), JSON.stringify(rendered)),
          fs.writeFile(path.join(outDir, PAGES_FILE), JSON.stringify(pages)),
          compareWithLiveBuild(root, outDir, pages, rendered),
        ])
      },
    },
  }
}
