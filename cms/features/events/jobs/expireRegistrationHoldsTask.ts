import { BOOKINGS_QUEUE } from '@cms/core/queues'
import { APIError, type TaskConfig } from 'payload'

import { RELEASE_LAPSED_HOLD } from '../collections/EventRegistrations/hooks/cancelOnly'
import { registrantNotice } from '../notices/registrantNotice'

const EXPIRE_REGISTRATION_HOLDS_TASK = 'expireRegistrationHolds'

/** Enough to clear any backlog in a few runs. */
const BATCH = 50

/** cancelOnly's refusals of a place paid or cancelled since the query (by their codes). */
const NO_LONGER_LAPSED: ReadonlySet<unknown> = new Set(['holdNotLapsed', 'notRegistered'])

/**
 * Every minute: places at events with an entry fee whose time to pay has lapsed are cancelled
 * through the collection, so the place goes to the first on the waiting list as any cancellation's
 * does (cancelOnly, under the event's lock), and their members are told. A place paid meanwhile,
 * or cancelled by its member, is left alone: the cancellation re-reads the row under its lock.
 */
export const expireRegistrationHoldsTask: TaskConfig<{ input: Record<string, never>; output: { released: number } }> = {
  slug: EXPIRE_REGISTRATION_HOLDS_TASK,
  label: 'Release places at events whose entry fee was not paid in time',
  retries: 0,
  schedule: [{ cron: '0 * * * * *', queue: BOOKINGS_QUEUE }],
  handler: async ({ req }) => {
    const { payload } = req
    const { rows } = await payload.db.pool.query<{ id: number }>(
      `SELECT id FROM event_registrations WHERE status = 'registered' AND payment_status = 'unpaid' AND hold_expires_at <= now() ORDER BY hold_expires_at LIMIT ${BATCH}`,
    )
    let released = 0
    for (const { id } of rows) {
      try {
        await payload.update({ collection: 'event-registrations', id, data: { status: 'cancelled' }, overrideAccess: true, depth: 0, context: { [RELEASE_LAPSED_HOLD]: id } })
        await registrantNotice.now(payload, id, 'released')
        released += 1
      } catch (error) {
        // Paid or cancelled since the query: the place is no longer the job's.
        if (error instanceof APIError && NO_LONGER_LAPSED.has((error.data as { code?: unknown } | null)?.code)) continue
        payload.logger.warn({ err: error }, `event registration ${id}: its lapsed hold could not be released`)
      }
    }
    return { output: { released } }
  },
}
