/**
 * Seeds the database named by DATABASE_URL with the portal's bilingual content (cms/seed), its
 * pictures going under PORTAL_DATA_DIR, and exits: the run's seeded database (seededDatabase.ts),
 * made in a process of its own because a test file's Payload is already bound to its own database.
 */
import { getPayload } from 'payload'

import { seed } from '@cms/seed/run'

const { default: config } = await import('@cms/payload.config')
const payload = await getPayload({ config })
await seed(payload)
await payload.destroy()
// Payload leaves timers behind (the jobs cron) that would keep the process alive.
process.exit(0)
