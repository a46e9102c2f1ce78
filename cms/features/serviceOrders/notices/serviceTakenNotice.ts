import { defineNotice } from '@cms/core/notices'
import { relationId } from '@cms/core/contract/relationId'
import { shownName } from '@cms/core/contract/shownName'
import { siteLink } from '@cms/core/email/siteLink'
import { BOOKING_SERVICES } from '@cms/features/bookings/contract/bookings'
import { TAKEN_NOTICE_DELAY_MINUTES } from '../contract/serviceOrders'
import { serviceTakenEmail } from '../emails/serviceTaken'

/**
 * Emails a charter's contact, in the language they booked in, that a service company took one of
 * its services, with the company's address and phone. Queued with the taking to run once the company
 * has kept it TAKEN_NOTICE_DELAY_MINUTES; an order no longer taken, or taken again since, when it
 * runs is not written about (its later taking has a notice of its own).
 */
export const serviceTakenNotice = defineNotice({
  slug: 'tellServiceTaken',
  label: 'Email a customer that a service company took their charter’s service',
  kinds: ['taken'],
  write: async (payload, orderId) => {
    const order = await payload.findByID({ collection: 'service-orders', id: orderId, depth: 0, overrideAccess: true })
    const bookingId = relationId(order.booking)
    const companyId = relationId(order.provider)
    const keptSince = order.acceptedAt ? Date.parse(order.acceptedAt) : Number.NaN
    const keptLongEnough = keptSince <= Date.now() - TAKEN_NOTICE_DELAY_MINUTES * 60_000 + 1000
    if (order.status !== 'accepted' || !keptLongEnough || !bookingId || !companyId) return
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
  },
})
