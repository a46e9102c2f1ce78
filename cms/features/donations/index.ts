import type { Feature } from '@cms/core/feature'

import { Donations } from './collections/Donations'
import { donorNotice } from './notices/donorNotice'
import { donationPayable } from './payable'

/** Donations by card, their receipts and the public list of donors. */
export const donationsFeature: Feature = {
  payables: [donationPayable],
  collections: [Donations],
  tasks: [donorNotice.task],
}
