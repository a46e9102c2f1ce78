import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

import { normalizedAddress, renderedAddresses } from './renderedPagesRecord'

/** Where a build lists the pages it rendered, beside its output; every other page was restored. */
export const RENDERED_PAGES_FILE = 'rendered-pages.json'

/** The address a page file is served at, as the middleware saw it: `yacht/7/index.html` → `/yacht/7`. */
export function addressOfPage(relativeFile: string): string {
  return normalizedAddress(
    `/${relativeFile
      .split(path.sep)
      .join('/')
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')}`,
  )
}

/** Where a build lists all its pages, beside its output, so that no one walks its folder again for them. */
export const PAGES_FILE = 'pages.json'

/**
 * The build's pages, and of those the pages it rendered (whose addresses the middleware recorded),
 * as sorted files relative to its `client` folder, from one walk of that folder. The pages not
 * rendered were restored from Astro's incremental cache unchanged.
 */
export async function pageFiles(clientDir: string): Promise<{ pages: string[]; rendered: string[] }> {
  const recorded = renderedAddresses()
  const pages: string[] = []
  for (const entry of await fs.readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) pages.push(path.relative(clientDir, path.join(entry.parentPath, entry.name)))
  }
  pages.sort()
  return { pages, rendered: pages.filter((file) => recorded.has(addressOfPage(file))) }
}

/**
 * Records which pages a build rendered (a middleware sees every page rendered, and none that
 * Astro's incremental cache restored), for what follows the build: the compression reuses the
 * live build's twins of the rest, and the publish compares only the rendered pages with the live
 * build's (cms/features/publishing/siteBuild.ts). Writes `rendered-pages.json`, and the list of
 * all pages (`pages.json`), beside the output.
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
        const { pages, rendered } = await pageFiles(fileURLToPath(dir))
        await Promise.all([fs.writeFile(path.join(outDir, RENDERED_PAGES_FILE), JSON.stringify(rendered)), fs.writeFile(path.join(outDir, PAGES_FILE), JSON.stringify(pages))])
      },
    },
  }
}
