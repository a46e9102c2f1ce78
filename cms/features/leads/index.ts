import type { Feature } from '@cms/core/feature'

import { YachtListings } from './collections/YachtListings'
import { SpecialEvents } from './collections/SpecialEvents'
import { ContactMessages } from './collections/ContactMessages'
import { Leads } from './collections/Leads'

/** What visitors ask the team: contact messages, concierge, special-event and yacht-sale inquiries (leads), and the listings they ask about. */
export const leadsFeature: Feature = {
  collections: [YachtListings, SpecialEvents, ContactMessages, Leads],
}
