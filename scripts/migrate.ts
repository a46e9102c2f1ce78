/** Applies the committed migrations to DATABASE_URL and exits (see lib/migrate.ts). */
import { getPayload } from 'payload'

const { default: config } = await import('@cms/payload.config')
const payload = await getPayload({ config })
await payload.destroy()
// Payload leaves timers behind (the jobs cron) that would keep the process alive.
process.exit(0)
