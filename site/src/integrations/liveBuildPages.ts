import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

import { linkWherePossible } from './links'
import { liveBuildFolder } from './liveBuildRecord'
import { linkedLivePages, normalizedAddress } from './renderedPagesRecord'

/** Astro's record of the pages in its incremental cache (astro/dist/core/build/incremental.js). */
export const ASTRO_CACHE_MANIFEST = 'incremental-build.json'

type AstroCacheManifest = { routes?: Record<string, { paths?: Record<string, { outputFile?: string }> }> }

/** A file Astro's cache records as a URL relative to the output folder (`item/%D0%BE…/index.html`), as a path. */
const fileOfOutput = (outputFile: string): string => fileURLToPath(new URL(outputFile, 'file:///')).slice(1)

/** The pages of Astro's cache, as `address → file relative to the output folder`. */
async function cachedPages(cacheDir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>()
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(cacheDir, ASTRO_CACHE_MANIFEST), 'utf8')) as AstroCacheManifest
    for (const route of Object.values(manifest.routes ?? {})) {
      for (const [pathname, entry] of Object.entries(route.paths ?? {})) {
        if (entry.outputFile?.endsWith('.html')) pages.set(normalizedAddress(pathname), fileOfOutput(entry.outputFile))
      }
    }
  } catch {
    // No record, or one this version cannot read: nothing is linked, and Astro restores or renders every page.
  }
  return pages
}

/**
 * Puts the live build's pages into a publish's build before Astro generates it, as hard links,
 * so Astro finds each page it would restore from its cache already there and leaves it: restoring
 * a catalogue's 10,000 pages one copy at a time took 7 to 11 s of a publish.
 *
 * - Only with a live build to take from (PREVIOUS_SITE_BUILD, whose pages Astro's cache holds:
 *   cms/features/publishing/siteBuild.ts), and only the pages Astro's cache records.
 * - A page the build renders again is unlinked first (the middleware, recordRenderedPage.ts), so
 *   Astro writes it into a file of its own and never through the link into the live build.
 * - A linked page this build does not generate (a yacht unpublished since) is removed at the end.
 *
 * Astro empties the output folder before building; a publish's folder is new, so that is turned
 * off while this links.
 */
export function liveBuildPages(): AstroIntegration {
  let cacheDir = ''
  let outDir = ''
  let linked = 0
  let startedAt = 0
  return {
    name: 'baikal:live-build-pages',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        if (liveBuildFolder()) updateConfig({ vite: { build: { emptyOutDir: false } } })
      },
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir)
        outDir = fileURLToPath(config.outDir)
      },
      'astro:build:start': async () => {
        startedAt = Date.now()
        const live = liveBuildFolder()
        if (!live) return
        const pages = await cachedPages(cacheDir)
        // A page the live build lacks is not linked: Astro restores or renders it as usual.
        const linkedFiles = await linkWherePossible(live, outDir, [...pages.values()])
        const record = linkedLivePages()
        for (const [address, file] of pages) if (linkedFiles.has(file)) record.set(address, path.join(outDir, file))
        linked = record.size
      },
      'astro:build:done': async ({ logger }) => {
        const record = linkedLivePages()
        // Astro's cache now records the pages this build generated with a key: restored, or
        // rendered again. A linked page not among them and not rendered is gone from the site.
        const generated = await cachedPages(cacheDir)
        const gone = [...record].filter(([address]) => !generated.has(address))
        await Promise.all(gone.map(([, file]) => fs.rm(file, { force: true })))
        const kept = [...record].filter(([address]) => generated.has(address))
        const times = await Promise.all(kept.map(async ([, file]) => (await fs.stat(file).catch(() => null))?.mtimeMs ?? 0))
        const written = kept.find((_, index) => (times[index] ?? 0) >= startedAt)
        // A page rendered again without passing the middleware under its address: Astro wrote the
        // new page through the link, into the live build's file. This build must not go live.
        if (written) throw new Error(`The page at ${written[0]} was rendered into the live build's file: its address was not recognised`)
        record.clear()
        if (linked) logger.info(`${linked} pages linked from the live build, ${gone.length} of them no longer on the site`)
      },
    },
  }
}
