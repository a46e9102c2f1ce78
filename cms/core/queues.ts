/**
 * The jobs queues, each run by its own runner: a site rebuild at a time, customers' and members'
 * notices and the holds' expiry within a second, maintenance once a minute.
 */
export const REBUILD_SITE_QUEUE = 'site'
export const BOOKINGS_QUEUE = 'bookings'
export const MAINTENANCE_QUEUE = 'maintenance'
/** Payload's own queue, where the admin's "schedule publish" puts its jobs (it names no other). */
export const SCHEDULED_PUBLISH_QUEUE = 'default'

/** How each queue is run: looked at every `everySeconds`, at most `limit` jobs a turn. */
export type QueueRunner = { queue: string; everySeconds: number; limit: number }

/**
 * The one table of runners, read by the CMS's own runs (payload.config.ts `autoRun`, on one
 * machine) and by `npm run worker` (scripts/worker.ts), when jobs run apart from the servers.
 */
export const QUEUE_RUNNERS: readonly QueueRunner[] = [
  { queue: REBUILD_SITE_QUEUE, everySeconds: 1, limit: 1 },
  // The expiry task is scheduled every minute (its own schedule); customers' emails are queued by
  // the changes that call for them. This runs what is queued, within a second or so.
  { queue: BOOKINGS_QUEUE, everySeconds: 1, limit: 10 },
  // The nightly clean-up and the calendar imports (their own schedules), looked for once a minute.
  { queue: MAINTENANCE_QUEUE, everySeconds: 60, limit: 1 },
  // Publishing and unpublishing at the time an editor chose, within a few seconds of it.
  { queue: SCHEDULED_PUBLISH_QUEUE, everySeconds: 5, limit: 10 },
]

/** A runner's turn as a six-field cron (seconds first), as Payload's autoRun takes it. */
export function runnerCron({ everySeconds }: QueueRunner): string {
  return everySeconds < 60 ? `*/${everySeconds} * * * * *` : `0 */${Math.round(everySeconds / 60)} * * * *`
}
