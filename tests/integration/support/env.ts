import { inject } from 'vitest'

// Read by cms/payload.config.ts when a test first loads it.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET ??= 'integration-tests-secret'
process.env.PORTAL_DATA_DIR = inject('dataDir')
process.env.SITE_REBUILD = 'off'
