import { BOOKINGS_QUEUE } from '@cms/core/queues'
import type { TaskConfig } from 'payload'

import { renewDueSubscriptions } from '../flows/renew'

const RENEW_SUBSCRIPTIONS_TASK = 'renewSubscriptions'

/** Every ten minutes: subscriptions whose period ended are renewed with their kept card, or lapse (renewDueSubscriptions). */
export const renewSubscriptionsTask: TaskConfig<{ input: Record<string, never>; output: { renewed: number; declined: number; lapsed: number } }> = {
  slug: RENEW_SUBSCRIPTIONS_TASK,
  label: 'Renew subscriptions whose period ended, or let them lapse',
  retries: 0,
  schedule: [{ cron: '0 */10 * * * *', queue: BOOKINGS_QUEUE }],
  handler: async ({ req }) => ({ output: await renewDueSubscriptions(req.payload) }),
}
