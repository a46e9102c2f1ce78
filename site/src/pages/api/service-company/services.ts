import { MESSAGES } from '@cms/core/contract/messages'
import { mayTakeOrders, providedServicesSchema, SERVICE_ORDER_MESSAGES } from '@cms/features/serviceOrders/contract/serviceOrders'
import { saveProvidedServices } from '@cms/features/serviceOrders/flows/orders'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { memberRoute, parsedBody } from '@site/lib/server/rowRoute'

export const prerender = false

/** PUT /api/service-company/services `{ services }`: the services the company provides; 403 for others. */
export const PUT = memberRoute(
  async (member, context) => {
    if (!mayTakeOrders(member.user)) return json(403, { error: SERVICE_ORDER_MESSAGES.companiesOnly })
    const parsed = await parsedBody(context, providedServicesSchema, { maxBytes: 1024, failure: MESSAGES.somethingWentWrong })
    if (!parsed.ok) return parsed.response
    return json(200, { services: await saveProvidedServices(member, parsed.data.services) })
  },
  { changesState: true },
)

export const ALL = methodNotAllowed('PUT')
