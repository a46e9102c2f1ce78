import path from 'node:path'

import pg from 'pg'

import { type DatabaseProcess, startDatabaseProcess } from './databaseProcess'
import { DATA_DIR } from './settings'

/**
 * The portal's database for a command run beside it (backup, restore): DATABASE_URL's; else the
 * embedded PostgreSQL of `npm start`, the running one when it answers on its port, or started for
 * the command (and stopped after it).
 */
export async function portalDatabase(): Promise<DatabaseProcess> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329)
  const running = `postgres://postgres:postgres@127.0.0.1:${port}/baikal`
  const client = new pg.Client({ connectionString: running, connectionTimeoutMillis: 2000 })
  const answers = await client.connect().then(
    () => true,
    () => false,
  )
  await client.end().catch(() => {})
  if (answers) return { url: running, stop: async () => {} }
  return startDatabaseProcess({ dataDir: path.join(DATA_DIR, 'postgres'), database: 'baikal', port })
}
