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

// What other features use: they import this feature only from here.
export { paymentThatPaid, queueRefund } from './queueRefund'
export { openPayment } from './flows/openPayment'
export { settlePayment } from './flows/settlePayment'
export { providerNamed } from './providers'
