import { type Visitor, visitorRequest } from '@cms/core/visitor'
import type { ConciergeInquiry } from '../contract/concierge'

/** Stores a concierge inquiry as the visitor: the collection limits how many each address sends, and mails both sides. */
export async function sendConciergeInquiry(visitor: Visitor, inquiry: ConciergeInquiry): Promise<void> {
  const { name, email, phone, service, from, to, guests, budget, message, language } = inquiry
  await visitor.payload.create({
    collection: 'leads',
    data: {
      kind: 'concierge',
      name,
      email,
      phone: phone ?? null,
      service,
      fromDate: from,
      toDate: to,
      guests,
      budget: budget ?? null,
      message: message || null,
      language,
      status: 'new',
    },
    req: await visitorRequest(visitor),
    overrideAccess: false,
  })
}
