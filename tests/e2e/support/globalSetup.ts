import fs from 'node:fs'

import { freePort } from '@scripts/lib/postgres'
import { startPortal } from '@scripts/lib/portal'
import { startOpenMeteoServer } from '../../support/openMeteoServer'
import { createTestDatabase, testRunDir } from '../../support/testDatabase'
import { E2E_ADMIN } from './admin'

/**
 * Brings up the whole portal as `npm start` does, but on free ports, a fresh database and a
 * temporary data directory, so the suite runs beside a developer's own portal and twice in a row.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = testRunDir('e2e')
  const database = await createTestDatabase('e2e')
  process.env.ADMIN_EMAIL = E2E_ADMIN.email
  process.env.ADMIN_PASSWORD = E2E_ADMIN.password
  // Every test signs up from 127.0.0.1; the limits themselves are covered by integration tests.
  process.env.RATE_LIMIT_FACTOR = '50'
  // The forecast comes from a loopback server speaking Open-Meteo's API: nothing leaves the machine.
  const openMeteo = await startOpenMeteoServer()
  process.env.WEATHER_BASE_URL = openMeteo.url
  let portal: Awaited<ReturnType<typeof startPortal>>
  try {
    portal = await startPortal({
      dataDir,
      databaseUrl: database.url,
      databaseName: database.name,
      cmsPort: await freePort(),
      sitePort: await freePort(),
    })
  } catch (error) {
    // A portal that did not start leaves nothing behind: its database and folders go too.
    await database.dispose()
    await openMeteo.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  process.env.E2E_CMS_URL = portal.cmsUrl
  process.env.E2E_SITE_URL = portal.siteUrl
  process.env.E2E_DATA_DIR = dataDir
  // For tests that start a site server of their own on the same data (the assistant with a model).
  process.env.E2E_DATABASE_URL = database.url
  return async () => {
    await portal.stop()
    await database.dispose()
    await openMeteo.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
