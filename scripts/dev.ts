/**
 * `npm run dev`: the CMS (next dev) and the site (astro dev) with hot reload, on the same data as
 * `npm start`. The schema is never pushed: change it with `npm run migrate:create`, which writes a
 * migration that is applied here and on every start.
 */
import { say } from './lib/log'
import { startPortal } from './lib/portal'
import { stopOnSignals } from './lib/lifecycle'
import { DATA_DIR, loadDotEnv, ports } from './lib/settings'

loadDotEnv()
const { cms: cmsPort, site: sitePort } = ports()
const portal = await startPortal({
  mode: 'development',
  dataDir: DATA_DIR,
  cmsPort,
  sitePort,
  databasePort: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  databaseName: 'baikal',
}).catch(() => process.exit(1))

stopOnSignals(portal.stop)
say(`Development servers: site ${portal.siteUrl}, admin ${portal.cmsUrl}/admin (Ctrl-C stops both)`)
