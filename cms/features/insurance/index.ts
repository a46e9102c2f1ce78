import type { Feature } from '@cms/core/feature'

import { Insurers } from './collections/Insurers'
import { QuoteRequests } from './collections/QuoteRequests'
import { Quotes } from './collections/Quotes'
import { quoteInsuranceTask } from './jobs/quoteInsuranceTask'
import { quoteSelectedNotice } from './notices/quoteSelectedNotice'
import { quotesReadyNotice } from './notices/quotesReadyNotice'

/** Charter insurance: quote requests, insurers’ quotes and the customer’s choice. */
export const insuranceFeature: Feature = {
  collections: [Insurers, QuoteRequests, Quotes],
  tasks: [quoteInsuranceTask, quotesReadyNotice.task, quoteSelectedNotice.task],
}
