import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

import { copyDatabase, withDatabase } from '@scripts/lib/postgres'

// Each test file's own database, copied from the run's migrated template, and its own data folder
// (uploads, site builds): read by cms/payload.config.ts when the file first loads it.
const server = inject('databaseServerUrl')
const template = inject('templateDatabase')
const database = `${template}_${randomBytes(4).toString('hex')}`
await copyDatabase(server, template, database)
process.env.DATABASE_URL = withDatabase(server, database)
process.env.PAYLOAD_SECRET ??= 'integration-tests-secret'
process.env.PORTAL_DATA_DIR = fs.mkdtempSync(path.join(inject('dataDir'), 'file-'))
process.env.SITE_REBUILD = 'off'
