import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { startDatabaseProcess } from '@scripts/lib/databaseProcess'
import { createDatabaseIfMissing, dropDatabase, withDatabase } from '@scripts/lib/postgres'
import { removeRelocatedData } from '@scripts/lib/postgresPlace'
import { ROOT_DIR } from '@scripts/lib/settings'

export type TestDatabase = { url: string; serverUrl: string; name: string; dispose: () => Promise<void> }

/**
 * A fresh, empty database for one test run. On the PostgreSQL server named by TEST_DATABASE_URL
 * when set (a development machine's own server), otherwise in an embedded PostgreSQL of its own,
 * in a helper process, on a free port. Never DATABASE_URL: tests must not touch real data.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `baikal_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`
  const given = process.env.TEST_DATABASE_URL
  if (given) {
    await createDatabaseIfMissing(given, name)
    return { url: withDatabase(given, name), serverUrl: given, name, dispose: () => dropDatabase(given, name) }
  }
  const dir = testRunDir(`${label}-pg`)
  const dataDir = path.join(dir, 'pg')
  const database = await startDatabaseProcess({ dataDir, database: name })
  return {
    url: database.url,
    serverUrl: withDatabase(database.url, 'postgres'),
    name,
    dispose: async () => {
      await database.stop()
      fs.rmSync(dir, { recursive: true, force: true })
      // As root in a private folder, the data was kept in a shared folder instead (postgresPlace.ts).
      removeRelocatedData(dataDir)
    },
  }
}

/**
 * A fresh directory for one run's files, inside the repository (site builds resolve packages from
 * node_modules).
 */
export function testRunDir(label: string): string {
  const runsDir = path.join(ROOT_DIR, '.data', 'test-runs')
  fs.mkdirSync(runsDir, { recursive: true })
  const dir = fs.mkdtempSync(path.join(runsDir, `${label}-`))
  fs.chmodSync(dir, 0o755)
  return dir
}
