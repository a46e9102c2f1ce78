import type { Feature } from '@cms/core/feature'

import { ServiceOrders } from './collections/ServiceOrders'
import { serviceTakenNotice } from './notices/serviceTakenNotice'

/** Services booked with a charter, taken by service companies. */
export const serviceOrdersFeature: Feature = {
  collections: [ServiceOrders],
  tasks: [serviceTakenNotice.task],
}

// What other features use: they import this feature only from here.
export { syncServiceOrders } from './syncOrders'
