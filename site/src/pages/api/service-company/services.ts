import { isServiceCompany, providedServicesSchema, SERVICE_ORDER_MESSAGES } from '@cms/features/serviceOrders/contract/serviceOrders'
import { saveProvidedServices } from '@cms/features/serviceOrders/flows/orders'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusalsOf } from '@site/lib/server/http'

export const prerender = false

/** PUT /api/service-company/services `{ services }`: the services the company provides; 403 for others. */
export const PUT = defineRoute({
  who: 'member',
  body: { json: providedServicesSchema, maxBytes: 1024, optional: true },
  handle: async ({ member, body }) => {
    if (!isServiceCompany(member.user)) return refusalsOf(SERVICE_ORDER_MESSAGES)(403, 'companiesOnly')
    return json(200, { services: await saveProvidedServices(member, body.services) })
  },
})

export const ALL = methodNotAllowed('PUT')
