import { BOOKINGS_QUEUE } from '@cms/core/queues'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { BOOKING_SERVICES } from '@cms/features/bookings/contract/bookings'
import { relationId } from '@cms/core/contract/relationId'
import { shownName } from '@cms/core/contract/shownName'
import { siteLink } from '@cms/core/email/siteLink'
import { serviceTakenEmail } from '../emails/serviceTaken'

export const TELL_SERVICE_TAKEN_TASK = 'tellServiceTaken'

/**
 * Emails a charter's contact, in the language they booked in, that a service company took one of
 * its services, with the company's address and phone. Mail that cannot be sent is logged.
 */
export async function tellServiceTaken(payload: Payload, orderId: number): Promise<void> {
  try {
    const order = await payload.findByID({ collection: 'service-orders', id: orderId, depth: 0, overrideAccess: true })
    const bookingId = relationId(order.booking)
    const companyId = relationId(order.provider)
    if (order.status !== 'accepted' || !bookingId || !companyId) return
    const [booking, company] = await Promise.all([
      payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true }),
      payload.findByID({ collection: 'users', id: companyId, depth: 0, overrideAccess: true }),
    ])
    const language = booking.language === 'en' ? 'en' : 'ru'
    await payload.sendEmail({
      to: booking.contactEmail,
      ...serviceTakenEmail({
        language,
        name: booking.contactName,
        service: BOOKING_SERVICES.labels[order.service][language],
        company: company.brandName || shownName(company) || company.email,
        companyEmail: company.email,
        companyPhone: company.phone ?? null,
        dates: booking.startDate === booking.endDate ? String(booking.startDate) : `${booking.startDate} – ${booking.endDate}`,
        link: siteLink(language, `/bookings?booking=${booking.id}`),
      }),
    })
  } catch (error) {
    payload.logger.error({ err: error }, `service order ${orderId}: could not tell the customer it was taken`)
  }
}

/** Sends it once the order's taking is committed (queued in its transaction). */
export const tellServiceTakenTask: TaskConfig<{ input: { orderId: number }; output: Record<string, never> }> = {
  slug: TELL_SERVICE_TAKEN_TASK,
  label: 'Email a customer that a service company took their charter’s service',
  retries: 2,
  inputSchema: [{ name: 'orderId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await tellServiceTaken(req.payload, input.orderId)
    return { output: {} }
  },
}

export async function tellServiceTakenAfterCommit(req: PayloadRequest, orderId: number): Promise<void> {
  await req.payload.jobs.queue({ task: TELL_SERVICE_TAKEN_TASK, input: { orderId }, queue: BOOKINGS_QUEUE, req })
}
