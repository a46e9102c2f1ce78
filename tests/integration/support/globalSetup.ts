import type { TestProject } from 'vitest/node'

import { createTestDatabase } from '../../support/testDatabase'
import { migrateDatabase } from '../../../scripts/lib/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    databaseServerUrl: string
  }
}

/** One fresh database for the run, migrated the way `npm start` migrates; dropped afterwards. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase('it')
  await migrateDatabase(database.url)
  project.provide('databaseUrl', database.url)
  project.provide('databaseServerUrl', database.serverUrl)
  return () => database.dispose()
}
