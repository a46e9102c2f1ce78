import type { TestProject } from 'vitest/node'

import fs from 'node:fs'
import pg from 'pg'

import { migrateDatabase } from '@scripts/lib/migrate'
import { dropDatabasesNamed } from '@scripts/lib/postgres'
import { createTestDatabase, testRunDir } from '../../support/testDatabase'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string
    templateDatabase: string
    dataDir: string
    testMarinaId: number
  }
}

/**
 * One database migrated the way `npm start` migrates, as the template every test file copies
 * (support/env.ts): each file gets a database of its own, so no file sees another's rows and files
 * may run side by side. Dropped afterwards, with the copies.
 */
export default async function setup(project: TestProject) {
  const template = await createTestDatabase('it')
  await migrateDatabase(template.url)
  project.provide('testMarinaId', await addTestMarina(template.url))
  const dataDir = testRunDir('integration')
  project.provide('databaseServerUrl', template.serverUrl)
  project.provide('templateDatabase', template.name)
  project.provide('dataDir', dataDir)
  return async () => {
    await dropDatabasesNamed(template.serverUrl, `${template.name}_`)
    await template.dispose()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The marina the test yachts sail from (support/fixtures.ts), open every day of the year, so that
 * the tests of other rules are not about seasons; the seasons' own tests make marinas with real ones.
 */
async function addTestMarina(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO marinas (latitude, longitude, season_opens, season_closes, _status) VALUES (51.85, 104.88, '01-01', '12-31', 'published') RETURNING id`,
    )
    const id = rows[0]!.id
    await client.query(`INSERT INTO marinas_locales (name, _locale, _parent_id) VALUES ('Тестовая марина', 'ru', $1), ('Test marina', 'en', $1)`, [id])
    return id
  } finally {
    await client.end()
  }
}
