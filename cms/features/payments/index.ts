import type { Feature } from '@cms/core/feature'

import { Payments } from './collections/Payments'
import { GatewayCharges } from './collections/GatewayCharges'
import { refundPaymentTask } from './jobs/refundPaymentTask'

export type { Payable } from './payable'

/** Taking and giving back money through the active provider (Stripe, or the portal’s test gateway). */
export const paymentsFeature: Feature = {
  collections: [Payments, GatewayCharges],
  tasks: [refundPaymentTask],
}
