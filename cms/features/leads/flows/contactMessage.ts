import type { ContactMessage } from '../contract/contact'
import { type Visitor, visitorRequest } from '@cms/core/visitor'

/** Stores a contact message as the visitor: the collection limits how many each address sends. */
export async function sendContactMessage(visitor: Visitor, message: ContactMessage): Promise<void> {
  const { name, email, phone, service, message: text, language } = message
  // The status is the collection's to set (senders cannot), whatever is given here.
  await visitor.payload.create({
    collection: 'contact-messages',
    data: { name, email, phone: phone ?? null, service: service ?? null, message: text, language, status: 'new' },
    req: await visitorRequest(visitor),
    overrideAccess: false,
  })
}
