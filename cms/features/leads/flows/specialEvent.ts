import { type Visitor, visitorRequest } from '@cms/core/visitor'
import type { SpecialEventInquiry } from '../contract/specialEvents'

/**
 * Stores a request for a special event as the visitor, as a lead: only a published special event
 * takes requests ('closed' otherwise), for no more guests than it holds ('tooMany'). The
 * collection limits how many each address sends, and mails both sides.
 */
export async function sendSpecialEventInquiry(visitor: Visitor, inquiry: SpecialEventInquiry): Promise<'sent' | 'closed' | 'tooMany'> {
  const req = await visitorRequest(visitor)
  const event = await visitor.payload.findByID({ collection: 'special-events', id: inquiry.specialEvent, depth: 0, req, overrideAccess: false, disableErrors: true })
  if (event?._status !== 'published') return 'closed'
  if (inquiry.guests > event.maxGuests) return 'tooMany'
  const { name, email, phone, date, guests, message, language } = inquiry
  await visitor.payload.create({
    collection: 'leads',
    data: { kind: 'special-event', specialEvent: event.id, name, email, phone: phone ?? null, fromDate: date, guests, message: message || null, language, status: 'new' },
    req,
    overrideAccess: false,
  })
  return 'sent'
}
