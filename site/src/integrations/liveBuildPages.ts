import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration, AstroPrerenderer } from 'astro'
import type { Plugin } from 'vite'

import { sameCodeAsLiveBuild } from './buildInputs'
import { fileOfKeyedPage } from './builtPages'
import { linkWherePossible } from './links'
import { liveBuildFolder, readLiveBuildRecord } from './liveBuildRecord'
import { linkedLivePages, normalizedAddress } from './buildRecord'

/** Where a build records the key of each keyed page, beside its output. */
export const PAGE_KEYS_FILE = 'page-keys.json'

/** A build's keyed pages: by address, the page's route (its component) and its key. */
type PageKeys = Record<string, [route: string, key: string]>

const isPageKeys = (value: unknown): value is PageKeys => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Astro's own entry of the prerendering bundle. Astro leaves it out when an integration sets a
 * prerenderer and the adapter is not a legacy one (astro/dist/core/build/vite-build-config.js),
 * taking the adapter to bring its own prerendering runtime; this one wraps Astro's default
 * prerenderer, which needs that entry.
 */
function prerenderEntry(): Plugin {
  return {
    name: 'baikal:prerender-entry',
    configEnvironment(name, config) {
      if (name === 'prerender' && !config.build?.rolldownOptions?.input) return { build: { rolldownOptions: { input: 'astro/entrypoints/prerender' } } }
    },
  }
}

/**
 * Reuses the live build's pages in a publish's build: each page whose key (its content, read from
 * the CMS: lib/staticPaths.ts) is the live build's, rendered by the same code, is the live build's
 * own file, hard-linked into the new build, and Astro is not handed its path at all. Astro is
 * handed the pages whose key changed, new pages, pages without a key (the lists, the home page),
 * and every page when the code changed.
 *
 * Not Astro's own incremental build: it visits every path to restore it, keeps a second copy of
 * every page it renders in its cache, and once the live build's pages are linked instead, prunes
 * those copies one by one (20,052 files took 15 s of the first publish after a cold build here).
 *
 * - Only with a live build to take from (PREVIOUS_SITE_BUILD: cms/features/publishing/siteBuild.ts)
 *   that recorded its keys (`page-keys.json`), and only when this build's code has the live
 *   build's fingerprint (buildInputs.ts: the files the bundles read, the lockfile, the config).
 * - A page the build renders again is unlinked first (the middleware, recordRenderedPage.ts), so
 *   Astro writes it into a file of its own and never through the link into the live build.
 * - A linked page this build does not have (a yacht unpublished since) is removed at the end.
 *
 * Astro empties the output folder before building; a publish's folder is new, so that is turned
 * off while this links. The links are made while Vite bundles the site.
 */
export function liveBuildPages(): AstroIntegration {
  let outDir = ''
  // The pages' folder within the output folder: `client` when the site also serves on demand.
  let pagesFolder = ''
  let startedAt = 0
  let live: PageKeys | null = null
  // Set by the prerenderer as it lists this build's paths: every address, and the keyed pages.
  let addresses: Set<string> | null = null
  const keys: PageKeys = {}
  let handed = 0
  // The live build's pages being linked in, while Vite bundles the site: done before the paths are listed.
  let linking: Promise<void> = Promise.resolve()
  /** Links the live build's keyed pages into the new build; `linkedLivePages` has those it could link. */
  const linkLivePages = async () => {
    const folder = liveBuildFolder()
    if (!folder) return
    const record = await readLiveBuildRecord(PAGE_KEYS_FILE)
    live = isPageKeys(record) ? record : null
    if (!live) return
    const files = new Map(Object.keys(live).map((address) => [path.join(pagesFolder, fileOfKeyedPage(address)), address]))
    // A page the live build lacks is not linked: Astro renders it as usual.
    const linkedFiles = await linkWherePossible(folder, outDir, [...files.keys()])
    const linked = linkedLivePages()
    for (const [file, address] of files) if (linkedFiles.has(file)) linked.set(address, path.join(outDir, file))
  }
  return {
    name: 'baikal:live-build-pages',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        if (liveBuildFolder()) updateConfig({ vite: { build: { emptyOutDir: false } } })
        updateConfig({ vite: { plugins: [prerenderEntry()] } })
      },
      'astro:config:done': ({ config, buildOutput }) => {
        outDir = fileURLToPath(config.outDir)
        pagesFolder = path.relative(outDir, fileURLToPath(buildOutput === 'server' ? config.build.client : config.outDir))
      },
      'astro:build:start': async ({ setPrerenderer }) => {
        startedAt = Date.now()
        setPrerenderer((astro: AstroPrerenderer) => ({
          ...astro,
          name: 'baikal:changed-paths',
          getStaticPaths: async () => {
            const [paths] = await Promise.all([astro.getStaticPaths(), linking])
            addresses = new Set()
            const sameCode = await sameCodeAsLiveBuild()
            const linked = linkedLivePages()
            return paths.filter(({ pathname, route, cacheKey }) => {
              const address = normalizedAddress(pathname)
              addresses?.add(address)
              if (cacheKey === undefined || (route.type !== 'page' && route.type !== 'fallback')) return true
              keys[address] = [route.component, cacheKey]
              const before = live?.[address]
              const unchanged = sameCode && before?.[0] === route.component && before[1] === cacheKey && linked.has(address)
              if (!unchanged) handed++
              return !unchanged
            })
          },
        }))
        // Not awaited here: Astro bundles the site only once this hook returns, and linking a
        // catalogue's pages (20,000 files) held it back by seconds. A failure surfaces where awaited.
        linking = linkLivePages()
        linking.catch(() => {})
      },
      'astro:build:done': async ({ logger }) => {
        await linking
        const linked = linkedLivePages()
        const count = linked.size
        if (count && !addresses) throw new Error('The live build’s pages were linked, but the build did not list its paths through baikal:changed-paths')
        // A linked page whose address this build no longer has is gone from the site.
        const gone = [...linked].filter(([address]) => !addresses?.has(address))
        await Promise.all(gone.map(([, file]) => fs.rm(file, { force: true })))
        const kept = [...linked].filter(([address]) => addresses?.has(address))
        const times = await Promise.all(kept.map(async ([, file]) => (await fs.stat(file).catch(() => null))?.mtimeMs ?? 0))
        const written = kept.find((_, index) => (times[index] ?? 0) >= startedAt)
        // A page rendered again without passing the middleware under its address: Astro wrote the
        // new page through the link, into the live build's file. This build must not go live.
        if (written) throw new Error(`The page at ${written[0]} was rendered into the live build's file: its address was not recognised`)
        linked.clear()
        await fs.writeFile(path.join(outDir, PAGE_KEYS_FILE), JSON.stringify(keys))
        const total = Object.keys(keys).length
        logger.info(`${count} pages linked from the live build, ${gone.length} of them no longer on the site; ${handed} of ${total} keyed pages handed to Astro`)
      },
    },
  }
}
