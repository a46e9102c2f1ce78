import path from 'node:path'

import type { FirstAdmin } from '../../cms/seed/firstAdmin'
import { buildCmsIfChanged, buildSiteIfChanged } from './builds'
import { startDatabase } from './database'
import { say, warn } from './log'
import { prepareData } from './prepare'
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
  /** Public addresses, when they differ from localhost and the ports. */
  cmsUrl?: string
  siteUrl?: string
}

export type Portal = { cmsUrl: string; siteUrl: string; databaseUrl: string; admin: FirstAdmin | null; stop: () => Promise<void> }

/**
 * The whole portal: database, migrations, seed, builds, CMS and site server. `npm start`, the
 * end-to-end tests and the benchmarks all bring it up this way, each with its own data directory.
 */
export async function startPortal(options: PortalOptions): Promise<Portal> {
  const cmsUrl = options.cmsUrl ?? `http://localhost:${options.cmsPort}`
  const siteUrl = options.siteUrl ?? `http://localhost:${options.sitePort}`
  const database = options.databaseUrl
    ? { url: options.databaseUrl, stop: async () => {} }
    : await startDatabase({ dataDir: path.join(options.dataDir, 'postgres'), port: options.databasePort, database: options.databaseName })
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

    const { admin } = await prepareData(process.env)
    await buildCmsIfChanged(process.env)

    const nextBin = path.join(ROOT_DIR, 'node_modules', 'next', 'dist', 'bin', 'next')
    const cms = startChild('cms', [nextBin, 'start', 'cms', '-p', String(options.cmsPort), '-H', HOST], {
      ...process.env,
      PAYLOAD_RUN_JOBS: 'true',
    })
    await waitForUrl(`${cmsUrl}/api/globals/site-settings`, 60_000, cms)

    await buildSiteIfChanged()
    const site = startChild('site', ['--import', 'tsx', path.join(ROOT_DIR, 'scripts', 'site-server.ts')], {
      ...process.env,
      SITE_PORT: String(options.sitePort),
    })
    await waitForUrl(`${siteUrl}/`, 30_000, site)

    return { cmsUrl, siteUrl, databaseUrl: database.url, admin, stop }
  } catch (error) {
    warn(error instanceof Error ? error.message : String(error))
    await stop()
    throw error
  }
}

export { say }
