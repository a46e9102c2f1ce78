import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createDatabaseIfMissing, dropDatabase, startDatabase, withDatabase } from '../../scripts/lib/database'

export type TestDatabase = { url: string; serverUrl: string; name: string; dispose: () => Promise<void> }

/**
 * A fresh, empty database for one test run. On the PostgreSQL server named by TEST_DATABASE_URL
 * when set (a development machine's own server), otherwise in an embedded PostgreSQL of its own in
 * a temporary directory on a free port. Never DATABASE_URL: tests must not touch real data.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `baikal_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`
  const given = process.env.TEST_DATABASE_URL
  if (given) {
    await createDatabaseIfMissing(given, name)
    return { url: withDatabase(given, name), serverUrl: given, name, dispose: () => dropDatabase(given, name) }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `baikal-${label}-pg-`))
  // PostgreSQL runs as its own user when we are root; it must be able to enter the directory.
  fs.chmodSync(dir, 0o755)
  const saved = process.env.DATABASE_URL
  delete process.env.DATABASE_URL
  try {
    const database = await startDatabase({ dataDir: path.join(dir, 'pg'), database: name })
    return {
      url: database.url,
      serverUrl: withDatabase(database.url, 'postgres'),
      name,
      dispose: async () => {
        await database.stop()
        fs.rmSync(dir, { recursive: true, force: true })
      },
    }
  } finally {
    if (saved !== undefined) process.env.DATABASE_URL = saved
  }
}
