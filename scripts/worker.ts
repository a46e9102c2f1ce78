/**
 * `npm run worker`: runs the portal's jobs (site rebuilds, mails, holds' expiry, renewals,
 * calendar imports, the nightly clean-up) apart from the servers, for a portal on more than one
 * machine. Start the CMS with JOBS_IN_WORKER=true so it runs none itself. Any number of workers
 * may run: each queue is run by one of them at a time (scripts/lib/queueWorker.ts), so a job never
 * runs twice, and another worker takes over a queue when one stops.
 *
 * Needs DATABASE_URL and PAYLOAD_SECRET as the CMS has them, and the same data folder (the site
 * builds it writes). It applies no migrations: the CMS does.
 */
import { say } from './lib/log'
import { stopWhenOrphaned } from './lib/orphaned'

process.env.PORTAL_RUN_MIGRATIONS ??= 'false'
// This process runs jobs through its own locked turns, not Payload's autoRun (payload.config.ts).
delete process.env.PAYLOAD_RUN_JOBS

const { getPayload } = await import('payload')
const { default: config } = await import('@cms/payload.config')
const { runQueues } = await import('./lib/queueWorker')

const payload = await getPayload({ config })
const stop = new AbortController()
let stopping = false
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  say(`${signal}: finishing the jobs under way, then stopping`)
  stop.abort()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
// Started by a process that was then killed outright (a test run cut short): stop too.
stopWhenOrphaned(() => shutdown('SIGTERM'))

say('Jobs worker running the site, bookings and maintenance queues')
await runQueues(payload, stop.signal)
await payload.destroy()
process.exit(0)
