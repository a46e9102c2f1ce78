import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import type { AstroIntegration } from 'astro'
import type { Plugin } from 'vite'

import { buildInputFiles, fingerprintOf, takeBuildInputs } from './buildInputs'
import { linkFiles } from './links'
import { liveBuildFolder, readBuildRecord } from './liveBuildRecord'
import { REUSED_BUNDLES_GLOBAL } from './reusableBundlesPatch'

/** Where a build keeps its prerendering bundle, beside its output, for the next build to render with. */
const KEPT_BUNDLE_DIR = 'prerender-bundle'
/** Where a build records what a next build needs besides the bundles to render with them (KeptBundles). */
export const KEPT_BUNDLES_FILE = 'bundles.json'

/** The parts of Astro's build record (its `internals`) a build renders with, as kept by a build. */
type KeptBundles = {
  /** The fingerprint of the code the bundles were made of: the files they read, the site's folders, the settings. */
  fingerprint: string
  /** The files the bundles read, relative to the project's root (buildInputs.ts). */
  inputs: string[]
  /** The prerendering bundle's entry, relative to its folder. */
  entry: string
  /** By page (Astro's key of a route's page): the stylesheets it links and whether it is prerendered. */
  pages: Record<string, { styles: unknown[]; prerender: boolean }>
  /** The built file of each script and island the pages load, by Astro's name for it. */
  entryFiles: [string, string][]
  /** The files the bundles wrote into the pages' folder (scripts, stylesheets, the public folder's files). */
  clientFiles: string[]
  /** The folder of the build the bundles name (Astro writes its output folders into them). */
  outDir: string
  /** Whether this build rendered with the live build's bundles. */
  reused: boolean
}

/** What of Astro's build record (astro/dist/core/build/internal.js) the two steps read and set. */
type BuildInternals = {
  prerenderEntryFileName?: string
  pagesByKeys: Map<string, { route: { prerender: boolean }; styles: unknown[] }>
  entrySpecifierToBundleMap: Map<string, string>
  ssrAssetsPerEnvironment: Map<string, Set<string>>
}
/** What of Astro's build options (StaticBuildOptions) the two steps read. */
type BuildOptions = { settings: { config: { outDir: URL; publicDir: URL; build: { client: URL; server: URL } } } }
type GeneratePages = (opts: BuildOptions, internals: BuildInternals, prerenderOutputDir: URL) => Promise<void>

/** The two steps Astro's static build calls, as rewritten (reusableBundlesPatch.ts). */
type ReusedBundlesSteps = {
  keep: (step: { opts: BuildOptions; internals: BuildInternals; prerenderOutputDir: URL }) => Promise<void>
  reuse: (step: { opts: BuildOptions; internals: BuildInternals; generatePages: GeneratePages; prerenderOutputDir: URL }) => Promise<boolean>
}

/** Every file under `folder`, relative to `root`; none when it is missing. */
async function filesUnder(root: string, folder: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

/**
 * The files whose content is the code of bundles made of `inputs`: those files, and every file of
 * the site's source and public folders (a new page, a new file a changed one imports, a picture
 * Vite copies). With the settings and the environment the pages read (fingerprintOf), bundles of
 * the same fingerprint are the same code, whatever the CMS holds.
 */
async function codeFiles(root: string, inputs: string[], siteFolders: string[]): Promise<string[]> {
  const folders = await Promise.all(siteFolders.map((folder) => filesUnder(root, folder)))
  return [...inputs, ...folders.flat()]
}

const isKeptBundles = (value: unknown): value is KeptBundles =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KeptBundles).fingerprint === 'string' &&
  typeof (value as KeptBundles).outDir === 'string' &&
  Array.isArray((value as KeptBundles).clientFiles)

/** Each of `files` under `folder` as found there: null when it is missing. */
const statEach = (folder: string, files: string[]) => Promise.all(files.map((file) => fs.stat(path.join(folder, file)).catch(() => null)))

/**
 * Puts each of the bundles' `files` from `from` into `to`: linked, or, when it names the folder of
 * the build that made it (`namedFolder`: Astro writes the output folders into its manifest, and
 * finds the pages a fallback rewrites to by them), written anew naming `folder` instead.
 */
async function placeBundleFiles(from: string, to: string, files: string[], namedFolder: string, folder: string): Promise<void> {
  const named = path.resolve(namedFolder)
  const renamed = path.resolve(folder)
  const renames: [string, string][] = [
    [named, renamed],
    [pathToFileURL(named).href, pathToFileURL(renamed).href],
  ]
  const unchanged: string[] = []
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(path.join(from, file))
      if (!renames.some(([name]) => content.includes(name))) return void unchanged.push(file)
      const text = renames.reduce((code, [name, rename]) => code.replaceAll(name, rename), content.toString('utf8'))
      await fs.mkdir(path.dirname(path.join(to, file)), { recursive: true })
      await fs.writeFile(path.join(to, file), text)
    }),
  )
  await linkFiles(from, to, unchanged)
}

/**
 * Renders a publish's build with the live build's bundles when its code is the live build's: Vite
 * bundles nothing, and the build links the live build's server, scripts and stylesheets, and
 * renders the pages with its prerendering bundle. At the seeded size, Vite's three bundles were 4.5
 * to 5.3 s of a publish's 8 s. Any change of the code, the settings, the packages or the
 * environment the pages read bundles the site again, as does a live build that kept no bundles.
 *
 * Two steps of Astro's static build, rewritten as Node loads it (astroBuildHooks.ts): `keep`, as a
 * build that bundled the site starts rendering, keeps its prerendering bundle and the part of
 * Astro's build record that rendering needs; `reuse`, in place of the bundling, takes both from the
 * live build. Without the rewrite (a build not started by a publish), neither runs.
 */
export function reusedBundles(): AstroIntegration {
  let root = ''
  let outDir = ''
  let siteFolders: string[] = []
  // The files Vite's client bundle wrote into the pages' folder.
  const clientFiles = new Set<string>()
  // When this build started: bundles of files written since are not kept.
  let startedAt = Date.now()
  let reused: KeptBundles | null = null
  const clientOutput: Plugin = {
    name: 'baikal:client-output',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(_, bundle) {
      for (const file of Object.keys(bundle)) clientFiles.add(file)
    },
  }
  const pagesFolder = (opts: BuildOptions) => fileURLToPath(opts.settings.config.build.client)

  const steps: ReusedBundlesSteps = {
    async keep({ opts, internals, prerenderOutputDir }) {
      if (!internals.prerenderEntryFileName) return
      const inputs = [...buildInputFiles()].sort()
      const assets = [...internals.ssrAssetsPerEnvironment.values()].flatMap((files) => [...files])
      const publicFiles = await filesUnder(fileURLToPath(opts.settings.config.publicDir), '.')
      const code = await codeFiles(root, inputs, siteFolders)
      // A file edited while Vite bundled: the bundles may be of the file before, the fingerprint of the file after.
      if ((await statEach(root, code)).some((stat) => stat && stat.mtimeMs >= startedAt)) return
      const kept: KeptBundles = {
        fingerprint: fingerprintOf(root, code),
        inputs,
        entry: internals.prerenderEntryFileName,
        pages: Object.fromEntries([...internals.pagesByKeys].map(([key, page]) => [key, { styles: page.styles, prerender: page.route.prerender }])),
        entryFiles: [...internals.entrySpecifierToBundleMap],
        clientFiles: [...new Set([...clientFiles, ...assets, ...publicFiles])].sort(),
        outDir,
        reused: false,
      }
      await fs.cp(fileURLToPath(prerenderOutputDir), path.join(outDir, KEPT_BUNDLE_DIR), { recursive: true })
      await fs.writeFile(path.join(outDir, KEPT_BUNDLES_FILE), JSON.stringify(kept))
    },
    async reuse({ opts, internals, generatePages, prerenderOutputDir }) {
      const live = liveBuildFolder()
      const kept = live ? await readBuildRecord(live, KEPT_BUNDLES_FILE) : null
      if (!live || !isKeptBundles(kept)) return false
      const pages = [...internals.pagesByKeys.keys()].sort()
      if (pages.join('\n') !== Object.keys(kept.pages).sort().join('\n')) return false
      if (fingerprintOf(root, await codeFiles(root, kept.inputs, siteFolders)) !== kept.fingerprint) return false
      const liveBundle = path.join(live, KEPT_BUNDLE_DIR)
      const serverFolder = fileURLToPath(opts.settings.config.build.server)
      const liveServer = path.join(live, path.relative(outDir, serverFolder))
      const liveClient = path.join(live, path.relative(outDir, pagesFolder(opts)))
      const [bundleFiles, serverFiles] = await Promise.all([filesUnder(liveBundle, '.'), filesUnder(liveServer, '.')])
      // A live build missing some of its files is not reused: Vite bundles the site again, before anything is linked.
      if (!bundleFiles.includes(kept.entry) || (await statEach(liveClient, kept.clientFiles)).includes(null)) return false
      const bundleFolder = fileURLToPath(prerenderOutputDir)
      await Promise.all([
        // Placed once, and kept for the next build as placed: Astro removes its folder once the pages are rendered.
        placeBundleFiles(liveBundle, bundleFolder, bundleFiles, kept.outDir, outDir).then(() => linkFiles(bundleFolder, path.join(outDir, KEPT_BUNDLE_DIR), bundleFiles)),
        placeBundleFiles(liveServer, serverFolder, serverFiles, kept.outDir, outDir),
        linkFiles(liveClient, pagesFolder(opts), kept.clientFiles),
      ])
      internals.prerenderEntryFileName = kept.entry
      for (const [key, page] of internals.pagesByKeys) {
        const keptPage = kept.pages[key]
        if (!keptPage) continue
        page.styles = keptPage.styles
        page.route.prerender = keptPage.prerender
      }
      for (const [name, file] of kept.entryFiles) internals.entrySpecifierToBundleMap.set(name, file)
      takeBuildInputs(kept.inputs)
      reused = { ...kept, outDir, reused: true }
      await generatePages(opts, internals, prerenderOutputDir)
      await fs.rm(prerenderOutputDir, { recursive: true, force: true })
      return true
    },
  }

  return {
    name: 'baikal:reused-bundles',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        ;(globalThis as typeof globalThis & Record<symbol, ReusedBundlesSteps>)[Symbol.for(REUSED_BUNDLES_GLOBAL)] = steps
        root = path.resolve(fileURLToPath(config.root))
        siteFolders = [fileURLToPath(config.srcDir), fileURLToPath(config.publicDir)].map((folder) => path.relative(root, folder))
        updateConfig({ vite: { plugins: [clientOutput] } })
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir)
      },
      'astro:build:start': () => {
        startedAt = Date.now()
      },
      'astro:build:done': async ({ logger }) => {
        if (!reused) return
        await fs.writeFile(path.join(outDir, KEPT_BUNDLES_FILE), JSON.stringify(reused))
        logger.info('The pages were rendered with the live build’s bundles: its code is this build’s')
      },
    },
  }
}
