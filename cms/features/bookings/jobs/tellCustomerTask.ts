import { BOOKINGS_QUEUE } from '@cms/core/queues'
import type { PayloadRequest, TaskConfig } from 'payload'

import { tellCustomer } from '../notify'
import type { BookingNoticeKind } from '../emails/bookingNotice'

export const TELL_CUSTOMER_TASK = 'tellCustomer'

/**
 * Sends a booking's email after the change that called for it has been committed. Queued in the
 * change's own transaction (a row in payload-jobs), so a change that rolls back tells no one, and
 * no transaction waits on a second connection or on the mail provider while it holds its rows.
 */
export const tellCustomerTask: TaskConfig<{ input: { bookingId: number; kind: BookingNoticeKind }; output: Record<string, never> }> = {
  slug: TELL_CUSTOMER_TASK,
  label: 'Email a booking’s customer',
  retries: 2,
  inputSchema: [
    { name: 'bookingId', type: 'number', required: true },
    { name: 'kind', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    await tellCustomer(req.payload, input.bookingId, input.kind)
    return { output: {} }
  },
}

/** Queues the email in `req`'s transaction. */
export async function tellCustomerAfterCommit(req: PayloadRequest, bookingId: number, kind: BookingNoticeKind): Promise<void> {
  await req.payload.jobs.queue({ task: TELL_CUSTOMER_TASK, input: { bookingId, kind }, queue: BOOKINGS_QUEUE, req })
}
