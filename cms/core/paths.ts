import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where things are. Functions rather than constants: the scripts choose the data directory (tests
 * and benchmarks use their own) after these modules are loaded, and pass it in the environment.
 */

/** The repository root. Inside Next's server bundle a module's own URL no longer says it. */
export function rootDir(): string {
  return process.env.PORTAL_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
}

/** Local state (embedded database, uploads, site builds); git-ignored. */
export function dataDir(): string {
  return process.env.PORTAL_DATA_DIR ?? path.join(rootDir(), '.data')
}

/** Uploaded files, unless MEDIA_DIR points elsewhere (a volume in docker-compose). */
export function mediaDir(): string {
  return process.env.MEDIA_DIR ?? path.join(dataDir(), 'media')
}

/** Site builds and the pointer to the live one (see `features/publishing/siteBuild.ts`). */
export function siteBuildsDir(): string {
  return process.env.SITE_BUILDS_DIR ?? path.join(dataDir(), 'site')
}
