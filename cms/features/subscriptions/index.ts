import type { Feature } from '@cms/core/feature'

import { Plans } from './collections/Plans'
import { Subscriptions } from './collections/Subscriptions'
import { renewSubscriptionsTask } from './jobs/renewSubscriptionsTask'
import { subscriberNotice } from './notices/subscriberNotice'
import { subscriptionPayable } from './payable'

/** Member plans and business tiers: subscribing, renewing the kept card, ending at the period’s end. */
export const subscriptionsFeature: Feature = {
  payables: [subscriptionPayable],
  collections: [Plans, Subscriptions],
  tasks: [renewSubscriptionsTask, subscriberNotice.task],
}

// What other features use: they import this feature only from here.
export { featuredOwners, featuredYachtIds, memberDiscountPercent, yachtAllowance } from './benefits'
