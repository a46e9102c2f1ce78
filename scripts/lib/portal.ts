import path from 'node:path'

import type { DemoAccounts } from '@cms/seed/demoBookings'
import type { FirstAdmin } from '@cms/seed/firstAdmin'
import { buildCmsIfChanged, buildSiteIfChanged, siteBuildIsCurrent } from './builds'
import { warn } from './log'
import { prepareData } from './prepare'
import { type DatabaseProcess, startDatabaseProcess } from './databaseProcess'
import { startChild, stopChildren, waitForUrl } from './processes'
import { HOST, payloadSecret, ROOT_DIR } from './settings'

export type PortalOptions = {
  /** Where the embedded database, uploads and site builds live. */
  dataDir: string
  cmsPort: number
  sitePort: number
  /** A database to use as it is; otherwise DATABASE_URL's, or an embedded one under `dataDir`. */
  databaseUrl?: string
  /** Port and database name of the embedded PostgreSQL. */
  databasePort?: number
  databaseName: string
  /**
   * `production` (default): built CMS and static site, rebuilt on publish. `development`: Next's
   * and Astro's dev servers with hot reload; pages render on request, so no rebuilds are needed.
   */
  mode?: 'production' | 'development'
  /** False when the site server runs elsewhere (docker-compose's `site` service). */
  runSiteServer?: boolean
  /** Public addresses, when they differ from localhost and the ports. */
  cmsUrl?: string
  siteUrl?: string
}

export type Portal = { cmsUrl: string; siteUrl: string; databaseUrl: string; admin: FirstAdmin | null; demo: DemoAccounts | null; stop: () => Promise<void> }

/**
 * The whole portal: database, migrations, seed, builds, CMS and site server. `npm start`, the
 * end-to-end tests and the benchmarks all bring it up this way, each with its own data directory.
 */
export async function startPortal(options: PortalOptions): Promise<Portal> {
  const cmsUrl = options.cmsUrl ?? `http://localhost:${options.cmsPort}`
  const siteUrl = options.siteUrl ?? `http://localhost:${options.sitePort}`
  const database = await openDatabase(options)
  const stop = async () => {
    await stopChildren()
    await database.stop()
  }
  try {
    Object.assign(process.env, {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: payloadSecret(options.dataDir),
      PAYLOAD_CONFIG_PATH: path.join(ROOT_DIR, 'cms', 'payload.config.ts'),
      PORTAL_ROOT: ROOT_DIR,
      PORTAL_DATA_DIR: options.dataDir,
      CMS_URL: cmsUrl,
      SITE_URL: siteUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      ASTRO_TELEMETRY_DISABLED: '1',
    })

    const { admin, demo } = await prepareData(process.env)
    const development = options.mode === 'development'
    const nextBin = path.join(ROOT_DIR, 'node_modules', 'next', 'dist', 'bin', 'next')
    const astroBin = path.join(ROOT_DIR, 'node_modules', 'astro', 'bin', 'astro.mjs')
    const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: development ? 'development' : 'production' }

    if (!development) await buildCmsIfChanged(childEnv)
    // With JOBS_IN_WORKER=true the jobs are run by `npm run worker` processes (scripts/worker.ts), not the CMS.
    const cmsEnv = {
      ...childEnv,
      PAYLOAD_RUN_JOBS: process.env.JOBS_IN_WORKER === 'true' ? 'false' : 'true',
      SITE_REBUILD: development ? 'off' : 'on',
      PORTAL_RUN_MIGRATIONS: 'false',
    }
    // Production: Next behind the CMS server's door (scripts/cms-server.ts). Development: next dev,
    // with hot reload (and no visitor addresses: its per-visitor limits count everyone as one).
    const cms = development
      ? startChild('cms', [nextBin, 'dev', 'cms', '-p', String(options.cmsPort), '-H', HOST], cmsEnv)
      : startChild('cms', ['--import', 'tsx', path.join(ROOT_DIR, 'scripts', 'cms-server.ts')], { ...cmsEnv, CMS_PORT: String(options.cmsPort) })
    const startSite = () =>
      development
        ? startChild('site', [astroBin, 'dev', '--port', String(options.sitePort), '--host', HOST], { ...childEnv, PORTAL_RUN_MIGRATIONS: 'false' })
        : startChild('site', [path.join(ROOT_DIR, 'scripts', 'serve-site.mjs')], { ...childEnv, SITE_PORT: String(options.sitePort), PORTAL_RUN_MIGRATIONS: 'false' })
    const runSite = options.runSiteServer !== false
    // With the live build current, the site server needs nothing from the CMS: both start at once.
    const siteReadyToServe = !development && (await siteBuildIsCurrent())
    let site = runSite && siteReadyToServe ? startSite() : null
    await waitForUrl(`${cmsUrl}/api/globals/site-settings`, development ? 180_000 : 60_000, cms)

    if (!development) await buildSiteIfChanged(siteReadyToServe)
    if (!runSite) return { cmsUrl, siteUrl, databaseUrl: database.url, admin, demo, stop }
    site ??= startSite()
    await waitForUrl(`${siteUrl}/`, development ? 120_000 : 30_000, site)

    return { cmsUrl, siteUrl, databaseUrl: database.url, admin, demo, stop }
  } catch (error) {
    warn(error instanceof Error ? error.message : String(error))
    await stop()
    throw error
  }
}

/** The given database, DATABASE_URL's, or an embedded PostgreSQL (stopped after the servers). */
async function openDatabase(options: PortalOptions): Promise<DatabaseProcess> {
  const given = options.databaseUrl ?? process.env.DATABASE_URL
  if (given) return { url: given, stop: async () => {} }
  return startDatabaseProcess({ dataDir: path.join(options.dataDir, 'postgres'), database: options.databaseName, port: options.databasePort })
}
