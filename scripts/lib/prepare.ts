import pg from 'pg'

import type { DemoAccounts } from '@cms/seed/demoBookings'
import type { FirstAdmin } from '@cms/seed/firstAdmin'
import { say } from './log'
import { committedMigrations } from './migrationNames'

/**
 * Brings the database up to date: applies the committed migrations (Payload runs them on init in
 * production mode), seeds an empty portal and makes sure an admin exists. When a quick look says
 * all of that is already so (the usual restart), Payload is not even loaded: it takes seconds.
 */
export async function prepareData(env: NodeJS.ProcessEnv): Promise<{ admin: FirstAdmin | null; seeded: boolean; demo: DemoAccounts | null }> {
  if (env.DATABASE_URL && (await alreadyPrepared(env.DATABASE_URL))) return { admin: null, seeded: false, demo: null }
  const [{ getPayload }, { default: config }, { ensureFirstAdmin }, { isEmpty, seed }, { seedDemoBookings }] = await Promise.all([
    import('payload'),
    import('@cms/payload.config'),
    import('@cms/seed/firstAdmin'),
    import('@cms/seed/run'),
    import('@cms/seed/demoBookings'),
  ])
  const payload = await getPayload({ config })
  try {
    let seeded = false
    if (await isEmpty(payload)) {
      say('Seeding the portal with its Russian and English content…')
      const started = Date.now()
      await seed(payload)
      say(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      seeded = true
    }
    const admin = await ensureFirstAdmin(payload, env)
    // A fresh portal's demonstration accounts share the first admin's password; DEMO_ACCOUNTS=off leaves them out.
    const password = admin?.generatedPassword ?? env.ADMIN_PASSWORD
    const demo = seeded && admin && password && env.DEMO_ACCOUNTS !== 'off' ? await seedDemoBookings(payload, password) : null
    return { admin, seeded, demo }
  } finally {
    await payload.destroy()
  }
}

/** Every committed migration applied, the catalogue seeded and an admin there: nothing to prepare. */
async function alreadyPrepared(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    const applied = new Set((await client.query<{ name: string }>('SELECT name FROM payload_migrations')).rows.map((row) => row.name))
    if (!committedMigrations().every((name) => applied.has(name))) return false
    const seeded = await client.query('SELECT 1 FROM yachts LIMIT 1')
    const admin = await client.query(`SELECT 1 FROM users_roles WHERE value = 'admin' LIMIT 1`)
    return seeded.rowCount === 1 && admin.rowCount === 1
  } catch {
    // No tables yet, or no connection: the full preparation says what is wrong.
    return false
  } finally {
    await client.end().catch(() => {})
  }
}
