/**
 * The CMS on its own, for docker-compose: DATABASE_URL's database, migrations, first admin, the
 * CMS server running the rebuild jobs, and a first site build into the shared volume. The site
 * server runs in its own container (`npm run serve:site`).
 */
import { startPortal } from './lib/portal'
import { stopOnSignals } from './lib/lifecycle'
import { DATA_DIR, ports } from './lib/settings'

const portal = await startPortal({
  dataDir: DATA_DIR,
  cmsPort: ports().cms,
  sitePort: ports().site,
  databaseName: 'baikal',
  cmsUrl: process.env.CMS_URL,
  siteUrl: process.env.SITE_URL,
  runSiteServer: false,
}).catch(() => process.exit(1))

stopOnSignals(portal.stop)
if (portal.admin?.generatedPassword) console.log(`Admin: ${portal.admin.email} / ${portal.admin.generatedPassword} (shown once)`)
