import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { readLiveBuild, type SiteBuildFiles } from '@cms/features/publishing/liveBuild'
import { buildSite } from '@cms/features/publishing/siteBuild'
import { siteBuildsDir } from '@cms/core/paths'
import { say } from './log'
import { runToCompletion } from './processes'
import { ROOT_DIR } from './settings'
import { BUILD_INPUTS_FILE } from '@site/integrations/buildInputs'
import { CMS_SOURCES, siteSources, sourceHash } from './sourceHash'

const CMS_HASH_FILE = path.join(ROOT_DIR, 'cms', '.next', 'portal-source-hash')
const siteHashFile = () => path.join(siteBuildsDir(), 'portal-source-hash')

const readHash = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null)

/** Builds the CMS (Next.js production build) unless its sources are unchanged since the last one. */
export async function buildCmsIfChanged(env: NodeJS.ProcessEnv): Promise<void> {
  const hash = sourceHash(CMS_SOURCES)
  if (readHash(CMS_HASH_FILE) === hash) {
    say('CMS build is up to date')
    return
  }
  say('Building the CMS (about a minute on two cores)…')
  const started = Date.now()
  await runToCompletion('cms build', [path.join(ROOT_DIR, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', 'cms'], env)
  fs.writeFileSync(CMS_HASH_FILE, hash)
  say(`CMS built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * Builds the site from the running CMS unless a live build exists and the site's sources are
 * unchanged (`current`, when the caller has just asked siteBuildIsCurrent). Content changes rebuild through the CMS's jobs queue instead.
 */
export async function buildSiteIfChanged(current?: boolean): Promise<void> {
  if (current ?? (await siteBuildIsCurrent())) {
    say('Site build is up to date')
    return
  }
  say('Building the site from the CMS content…')
  const started = Date.now()
  const build = await buildSiteNow('start', { info: say, error: say })
  fs.writeFileSync(siteHashFile(), siteHash(build.dir))
  say(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${build.pageCount} pages`)
}

/** Builds the site outside the jobs queue (at start-up, in benchmarks) and makes it live, recorded as `reason`. */
export async function buildSiteNow(reason: string, logger: { info: (message: string) => void; error: (message: string) => void }): Promise<SiteBuildFiles> {
  return withDatabase((pool) => buildSite({ logger, pool, record: { reason, startedAt: new Date() } }))
}

/** Whether a live build exists, its files are here, and nothing it read has changed since. */
export async function siteBuildIsCurrent(): Promise<boolean> {
  const live = await withDatabase(readLiveBuild)
  return Boolean(live && fs.existsSync(live.dir) && readHash(siteHashFile()) === siteHash(live.dir))
}

/**
 * A pool of two connections to DATABASE_URL for `work`: the live build is a row there, and a
 * build holds one connection for its lock (siteBuild.ts) while it reads and writes with the other.
 */
async function withDatabase<T>(work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  try {
    return await work(pool)
  } finally {
    await pool.end()
  }
}

/** The fingerprint of what the build in `buildDir` read. */
function siteHash(buildDir: string): string {
  const recorded = path.join(buildDir, BUILD_INPUTS_FILE)
  const inputs = fs.existsSync(recorded) ? (JSON.parse(fs.readFileSync(recorded, 'utf8')) as string[]) : []
  return sourceHash(siteSources(inputs))
}
