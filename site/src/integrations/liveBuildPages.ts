import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration, AstroPrerenderer } from 'astro'
import type { Plugin } from 'vite'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { prefetchFromCms } from '../lib/cms'
import { sameCodeAsLiveBuild } from './buildInputs'
import { addressOfPage, fileOfKeyedPage, PAGES_FILE, readBuildList } from './builtPages'
import { cmsAnswers } from './cmsAnswersRecord'
import { linkWherePossible } from './links'
import { changedDocuments, patchableRequest } from './liveCmsAnswers'
import { liveBuildFolder, readLiveBuildRecord } from './liveBuildRecord'
import { linkedLivePages, normalizedAddress, searchIndexRecord } from './buildRecord'
import { liveAnswerDigests, PAGE_READS_FILE, pageReadsOfDay, pagesWithUnchangedReads, type ReadsByPage, renderedPageReads, writePageReads } from './pageReads'

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
 * The live build's files of the pages at `addresses`, relative to its pages' folder, from its list of
 * pages: a page of no parameters may be a file of its own (`404.html`).
 */
async function livePageFiles(folder: string, pagesFolder: string, addresses: Set<string>): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const file of (await readBuildList(folder, PAGES_FILE)) ?? []) {
    const address = addressOfPage(file)
    if (addresses.has(address)) files.set(path.join(pagesFolder, file), address)
  }
  return files
}

/**
 * The pages of the live build's `reads` (pageReads.ts) whose every CMS request is answered now as
 * it was: its digest is the live build's. A list made from the live build's with ids logged for
 * its own collection (liveCmsAnswers.ts) holds a changed document, so its pages render again
 * without waiting for it; one made with none logged has the live build's digest when it is the
 * live build's own list or the same parts made it (lib/cms.ts).
 * None after a change of anything (a global, a new day), which may show on a page through more
 * than the CMS's answers.
 */
async function pagesOfUnchangedReads(reads: ReadsByPage): Promise<Set<string>> {
  const changed = changedDocuments()
  const liveDigests = await liveAnswerDigests()
  if (!changed || !liveDigests) return new Set()
  const { answers, digests } = cmsAnswers()
  const unchanged = new Set<string>()
  await Promise.all(
    [...new Set(Object.values(reads).flat())].map(async (request) => {
      if (patchableRequest(request, changed)?.ids.length) return
      // Asked for as the build started (prefetchCmsAnswers.ts); asked now if not.
      prefetchFromCms(request)
      const arrived = await answers.get(request)?.then(
        () => true,
        () => false,
      )
      const digest = digests.get(request)
      if (arrived && digest !== undefined && digest === liveDigests[request]) unchanged.add(request)
    }),
  )
  return pagesWithUnchangedReads(reads, (request) => unchanged.has(request))
}

/**
 * Reuses the live build's pages in a publish's build: each page whose key (its content, read from
 * the CMS: lib/staticPaths.ts) is the live build's, rendered by the same code, is the live build's
 * own file, hard-linked into the new build, and Astro is not handed its path at all. So is each
 * page of no parameters and no key (the lists, the home page, the account's pages) whose every CMS
 * request the CMS answers as it answered the live build, rendered on the same marina day
 * (pageReads.ts). Astro is handed the pages whose key or reads changed, new pages, and every page
 * when the code changed.
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
  // The live build's pages of no key, with the CMS requests each made, when it rendered them today.
  let liveReads: ReadsByPage | null = null
  // This build's pages of no parameters and no key, and the reads of those taken from the live build.
  const unkeyed = new Set<string>()
  const reusedReads: ReadsByPage = {}
  // The marina day this build renders on: what a page shows as of its build's day holds all that day.
  const day = marinaDayOf(new Date())
  // The live build's pages being linked in, while Vite bundles the site: done before the paths are listed.
  let linking: Promise<void> = Promise.resolve()
  /** Links the live build's keyed pages into the new build; `linkedLivePages` has those it could link. */
  const linkLivePages = async () => {
    const folder = liveBuildFolder()
    if (!folder) return
    const record = await readLiveBuildRecord(PAGE_KEYS_FILE)
    live = isPageKeys(record) ? record : null
    if (!live) return
    liveReads = pageReadsOfDay(await readLiveBuildRecord(PAGE_READS_FILE), day)
    const files = new Map(Object.keys(live).map((address) => [path.join(pagesFolder, fileOfKeyedPage(address)), address]))
    if (liveReads) for (const [file, address] of await livePageFiles(folder, pagesFolder, new Set(Object.keys(liveReads)))) files.set(file, address)
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
            const reads = liveReads
            const unchangedReads = sameCode && reads ? await pagesOfUnchangedReads(reads) : new Set<string>()
            const rendered = paths.filter(({ pathname, route, cacheKey }) => {
              const address = normalizedAddress(pathname)
              addresses?.add(address)
              if (route.type !== 'page' && route.type !== 'fallback') return true
              if (cacheKey === undefined) {
                // A page with parameters may be handed its content by its route (props): not all it shows is read while it renders.
                if (route.params.length > 0) return true
                unkeyed.add(address)
                const requests = reads?.[address]
                if (!requests || !unchangedReads.has(address) || !linked.has(address)) return true
                reusedReads[address] = requests
                // Asked for as this page's: the next build asks for them as it starts.
                for (const request of requests) cmsAnswers().asked.add(request)
                return false
              }
              keys[address] = [route.component, cacheKey]
              const before = live?.[address]
              const unchanged = sameCode && before?.[0] === route.component && before[1] === cacheKey && linked.has(address)
              if (!unchanged) handed++
              return !unchanged
            })
            // Astro renders the paths in this order: the search index's parts are written as they complete.
            return searchIndexRecord().whileRendering?.order(paths, rendered) ?? rendered
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
        await writePageReads(outDir, { ...reusedReads, ...renderedPageReads(unkeyed) }, day, cmsAnswers().digests)
        const total = Object.keys(keys).length
        const reused = Object.keys(reusedReads).length
        logger.info(
          `${count} pages linked from the live build, ${gone.length} of them no longer on the site; ${handed} of ${total} keyed pages handed to Astro; ${reused} of ${unkeyed.size} pages without a key reused`,
        )
      },
    },
  }
}
