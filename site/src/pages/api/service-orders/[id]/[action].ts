import type { ServiceOrderStatus } from '@cms/features/serviceOrders/contract/serviceOrders'
import { changeServiceOrder } from '@cms/features/serviceOrders/flows/orders'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** What each action makes of the order. */
const STATUS_OF_ACTION: Record<string, ServiceOrderStatus> = { accept: 'accepted', release: 'open', done: 'done' }

/**
 * POST /api/service-orders/{id}/accept | release | done: a service company takes an open order
 * (409 when another took it first), hands it back before the charter, or marks it done once the
 * charter has begun. The collection decides (cms/features/serviceOrders/collections/ServiceOrders/hooks/decideOrder.ts).
 */
export const POST = defineRoute({
  who: 'member',
  row: true,
  handle: async ({ member, id, context }) => {
    const status = STATUS_OF_ACTION[context.params.action ?? '']
    if (!status) return null
    const order = await changeServiceOrder(member, id, status)
    return order && json(200, { order })
  },
})

export const ALL = methodNotAllowed('POST')
