/**
 * `npm start`: the whole portal on one machine. Starts PostgreSQL (embedded unless DATABASE_URL is
 * set), applies migrations, seeds an empty portal, builds what changed, runs the CMS and the site
 * server, prints where they are, and stops all of it on Ctrl-C.
 */
import { startPortal } from './lib/portal'
import { stopOnSignals } from './lib/lifecycle'
import { DATA_DIR, loadDotEnv, ports } from './lib/settings'

const startedAt = Date.now()
loadDotEnv()
const { cms: cmsPort, site: sitePort } = ports()

const portal = await startPortal({
  dataDir: DATA_DIR,
  cmsPort,
  sitePort,
  databasePort: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  databaseName: 'baikal',
  cmsUrl: process.env.CMS_URL,
  siteUrl: process.env.SITE_URL,
}).catch(() => process.exit(1))

stopOnSignals(portal.stop)

const { admin, demo, cmsUrl, siteUrl } = portal
const lines = ['', `  Site:   ${siteUrl}   (English: ${siteUrl}/en/)`, `  Admin:  ${cmsUrl}/admin`]
if (admin?.generatedPassword) {
  lines.push(`  Sign in as ${admin.email} with the password ${admin.generatedPassword}`)
  lines.push('  (shown only this once: change it in the admin, or set ADMIN_EMAIL/ADMIN_PASSWORD before the first start)')
} else if (admin) {
  lines.push(`  Sign in as ${admin.email} with ADMIN_PASSWORD.`)
} else {
  lines.push('  Sign in with your admin account (its password was printed on the first start, or is ADMIN_PASSWORD).')
}
if (demo)
  lines.push(
    `  Demo accounts with the same password: ${demo.owner} (a yacht owner), ${demo.sailor} (a sailor with bookings), ${demo.captain} and ${demo.crew} (a captain and a crew member), ${demo.serviceCompany} (a service company)`,
  )
lines.push(`  Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s. Press Ctrl-C to stop.`, '')
console.log(lines.join('\n'))
