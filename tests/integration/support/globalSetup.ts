import type { TestProject } from 'vitest/node'

import fs from 'node:fs'

import { createTestDatabase, testRunDir } from '../../support/testDatabase'
import { migrateDatabase } from '@scripts/lib/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    databaseServerUrl: string
    dataDir: string
  }
}

/** One fresh database for the run, migrated the way `npm start` migrates; dropped afterwards. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase('it')
  await migrateDatabase(database.url)
  const dataDir = testRunDir('integration')
  project.provide('databaseUrl', database.url)
  project.provide('databaseServerUrl', database.serverUrl)
  project.provide('dataDir', dataDir)
  return async () => {
    await database.dispose()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
