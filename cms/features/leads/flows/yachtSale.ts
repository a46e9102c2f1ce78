import { type Visitor, visitorRequest } from '@cms/core/visitor'
import type { YachtSaleInquiry } from '../contract/yachtSales'

/**
 * Stores an inquiry about a yacht for sale as the visitor, as a lead: only a published listing
 * that is not sold takes inquiries ('closed' otherwise). The collection limits how many each
 * address sends, and mails both sides.
 */
export async function sendYachtSaleInquiry(visitor: Visitor, inquiry: YachtSaleInquiry): Promise<'sent' | 'closed'> {
  const req = await visitorRequest(visitor)
  const listing = await visitor.payload.findByID({ collection: 'yacht-listings', id: inquiry.listing, depth: 0, req, overrideAccess: false, disableErrors: true })
  if (listing?._status !== 'published' || listing.saleStatus === 'sold') return 'closed'
  const { name, email, phone, message, language } = inquiry
  await visitor.payload.create({
    collection: 'leads',
    data: { kind: 'yacht-sale', listing: listing.id, name, email, phone: phone ?? null, message, language, status: 'new' },
    req,
    overrideAccess: false,
  })
  return 'sent'
}
