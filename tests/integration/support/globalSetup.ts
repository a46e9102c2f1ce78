import type { TestProject } from 'vitest/node'

import fs from 'node:fs'

import { migrateDatabase } from '@scripts/lib/migrate'
import { dropDatabasesNamed } from '@scripts/lib/postgres'
import { createTestDatabase, testRunDir } from '../../support/testDatabase'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string
    templateDatabase: string
    dataDir: string
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
