import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { Pool } from 'pg'

import { rootDir, siteBuildsDir } from '@cms/core/paths'
import { pagesOfBuild, readBuildList } from '@site/integrations/builtPages'
import { CHANGED_PAGES_FILE } from '@site/integrations/changedPages'
import type { ChangedDocuments } from '@site/integrations/liveCmsAnswers'
import { type BuildRecord, buildFolder, makeLive, readLiveBuild, type SiteBuildFiles } from './liveBuild'
import { removeFoldersAside } from './removeFolders'
import { claimSiteChanges } from './siteChanges'

/**
 * The live build's folder at a fixed address, for a proxy that serves its files itself (Caddy's
 * file_server, deploy/Caddyfile): a relative link, so it holds wherever the folder is mounted.
 */
const currentBuildLink = () => path.join(siteBuildsDir(), 'current')
const buildsDir = () => path.join(siteBuildsDir(), 'builds')
/** Astro's cache folder, shared by the builds of this data folder: the compressed files (precompress.ts). */
const astroCacheDir = () => path.join(siteBuildsDir(), 'cache')
/**
 * What Astro's incremental build kept there, before the live build's pages were linked instead
 * (site/src/integrations/liveBuildPages.ts): a second copy of every page, unused since.
 */
const RETIRED_CACHE_ENTRIES = ['dist', 'incremental-build.json', 'code-fingerprint.json']
/** Older builds kept beside the live one, so a request already under way finishes on its files. */
const KEEP_PREVIOUS_BUILDS = 2
/** The session lock a build holds from start to finish (pg_advisory_lock of its hash). */
export const SITE_BUILD_LOCK = 'site-build'
/**
 * The build's heap may grow to twice what it still holds after a full collection, not V8's four
 * times. A build keeps little (about 245 MB at 20,000 pages) and makes gigabytes of page text that
 * is garbage a moment later; V8 let the heap reach 1 GB between collections and kept the pages it
 * freed, so the process stayed at 1.9 GB. At twice, measured on the same 20,000 pages, it peaked at
 * 1.5 GB in the same time; at 1.5 times, 1.3 GB, but 8 % slower. The limit follows what the build
 * holds, so a larger catalogue never meets a fixed ceiling.
 */
const BUILD_HEAP_FLAGS = ['--heap-growing-percent=100']
/** How much of a failed build's output is kept for the admin. */
const ERROR_TAIL_CHARS = 4000

type Logger = { info: (msg: string) => void; error: (msg: string) => void }

/**
 * Builds the site into a fresh folder of the builds folder, which every site server mounts, never
 * to be changed again, and, only if the build succeeds, makes it the live build in PostgreSQL
 * (makeLive: the site servers switch to it) and points the proxy's `current` link at it. A failed
 * build changes nothing that is served.
 */
export async function buildSite(options: { logger: Logger; pool: Pool; record: BuildRecord }): Promise<SiteBuildFiles> {
  return oneBuildAtATime(options.pool, () => buildOnce(options))
}

/**
 * Runs `build` once no other build runs, in any process or on any machine sharing the database:
 * builds share the cache of compressed files and the builds folder, and each links the live
 * build's pages. The jobs queue runs one rebuild at a time, but builds at start-up and in
 * benchmarks run outside it. A session lock, so a build whose process dies releases it.
 */
async function oneBuildAtATime<T>(pool: Pool, build: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [SITE_BUILD_LOCK])
    try {
      return await build()
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [SITE_BUILD_LOCK])
    }
  } finally {
    client.release()
  }
}

async function buildOnce({ logger, pool, record }: { logger: Logger; pool: Pool; record: BuildRecord }): Promise<SiteBuildFiles> {
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`
  const dir = buildFolder(id)
  await fs.mkdir(buildsDir(), { recursive: true })
  logger.info(`Building the site into ${dir}`)
  const live = await liveBuildHere(pool)
  // Before the build reads the CMS: what changed since the live build did.
  const changed = await claimSiteChanges(pool, { liveBuildId: live?.id ?? null, buildId: id })
  let build: SiteBuildFiles
  try {
    await runAstroBuild(dir, live, changed)
    const pages = await pagesOfBuild(dir)
    build = { id, dir, builtAt: new Date().toISOString(), pageCount: pages.size }
    // The build compared its pages with the live build's (site/src/integrations/renderedPages.ts).
    const changes = live ? await readBuildList(dir, CHANGED_PAGES_FILE) : null
    await makeLive(pool, build, record, { changedPages: changes })
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true })
    throw error
  }
  // Renamed over the old link: the proxy finds one build or the other, never none.
  const link = `${currentBuildLink()}.${id}.tmp`
  await fs.symlink(path.relative(siteBuildsDir(), dir), link)
  await fs.rename(link, currentBuildLink())
  logger.info(`Site build ${id} is live: ${build.pageCount} pages`)
  // Not awaited: the build is live already, and removing a catalogue's old folder (tens of
  // thousands of files) would hold the publish back by seconds for nothing a visitor sees. Removed
  // by a process of its own, so that a publish's build started meanwhile does not wait behind it.
  // One removal at a time: the next waits for the last, and finds what is stale then.
  const retired = RETIRED_CACHE_ENTRIES.map((entry) => path.join(astroCacheDir(), entry))
  removing = removing
    .then(() => staleBuilds(id))
    .then((stale) => removeFoldersAside([...stale, ...retired]))
    .catch((error: unknown) => logger.error(`Could not remove old site builds or cache files: ${error instanceof Error ? error.message : String(error)}`))
  return build
}

/** The live build, when its files are on this machine; null before the first build, or if they are gone. */
async function liveBuildHere(pool: Pool): Promise<SiteBuildFiles | null> {
  const live = await readLiveBuild(pool).catch(() => null)
  if (!live) return null
  return (await fs.stat(path.join(live.dir, 'client')).catch(() => null)) ? live : null
}

/**
 * The names Vite gives `import.meta.env`'s own flags. Astro reads these from the environment over
 * its own: a build started with DEV=1 (Vitest sets it, with MODE=test, in every process it runs)
 * renders as the dev server would, builds the dev server's extra addresses, and records no page
 * as rendered, so the compression would take the live build's twins for every page.
 */
const VITE_MODE_FLAGS = ['DEV', 'PROD', 'SSR', 'MODE', 'BASE_URL']

/** The environment a site build runs in: this process's, without Vite's mode flags. */
export function siteBuildEnvironment(env: NodeJS.ProcessEnv = process.env): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !VITE_MODE_FLAGS.includes(name)))
}

/**
 * Runs `astro build` into `outDir`. PREVIOUS_SITE_BUILD names the live build: the new build links
 * in its pages whose key is unchanged (site/src/integrations/liveBuildPages.ts), byte for byte the
 * live build's, and the compression finds those pages' compressed twins there. SITE_CHANGES lists
 * the documents changed since it read the CMS: the build asks the CMS for those, and for any other
 * updated since, and takes the rest from the live build's answers
 * (site/src/integrations/liveCmsAnswers.ts).
 */
function runAstroBuild(outDir: string, live: SiteBuildFiles | null, changed: ChangedDocuments): Promise<void> {
  const astroBin = path.join(rootDir(), 'node_modules', 'astro', 'bin', 'astro.mjs')
  // Lets a build of the live build's code render with its bundles (site/src/integrations/reusedBundles.ts).
  const astroHooks = pathToFileURL(path.join(rootDir(), 'site', 'src', 'integrations', 'astroBuildHooks.ts')).href
  return new Promise((resolve, reject) => {
    // process.execPath is the project's Node 24: Astro refuses older runtimes.
    const child = spawn(process.execPath, [...BUILD_HEAP_FLAGS, '--import', astroHooks, astroBin, 'build', '--outDir', outDir], {
      cwd: rootDir(),
      env: {
        ...siteBuildEnvironment(),
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        ASTRO_CACHE_DIR: astroCacheDir(),
        PREVIOUS_SITE_BUILD: live?.dir ?? '',
        SITE_CHANGES: changed ? JSON.stringify(changed) : '',
        // Plain text: the output of a failed build is shown in the admin. Only its warnings and
        // errors (astro.config.mjs): Astro's two lines a page cost seconds at 20,000 pages.
        SITE_BUILD_LOG_LEVEL: 'warn',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-ERROR_TAIL_CHARS)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`Site build failed (${signal ?? `exit code ${code}`}):\n${output}`))
    })
  })
}

/** The removal of old builds under way in this process (buildOnce), if any. */
let removing: Promise<void> = Promise.resolve()

/** The folders of the builds older than the live one and the KEEP_PREVIOUS_BUILDS before it. */
async function staleBuilds(liveId: string): Promise<string[]> {
  const ids = (await fs.readdir(buildsDir())).filter((name) => name !== liveId).sort()
  return ids.slice(0, Math.max(0, ids.length - KEEP_PREVIOUS_BUILDS)).map((name) => path.join(buildsDir(), name))
}
