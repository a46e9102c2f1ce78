import type { Feature } from '@cms/core/feature'

import { ServiceOrders } from './collections/ServiceOrders'
import { tellServiceTakenTask } from './jobs/tellServiceTakenTask'

/** Services booked with a charter, taken by service companies. */
export const serviceOrdersFeature: Feature = {
  collections: [ServiceOrders],
  tasks: [tellServiceTakenTask],
}
