import type { APIRoute } from 'astro'

import { MESSAGES } from '../../../../../cms/contract/messages'
import { mayTakeOrders, providedServicesSchema, SERVICE_ORDER_MESSAGES } from '../../../../../cms/contract/serviceOrders'
import { saveProvidedServices } from '../../../../../cms/serviceOrders/flows/orders'
import { answerFailure } from '../../../lib/server/failures'
import { foreignOrigin, json, methodNotAllowed } from '../../../lib/server/http'
import { parsedBody } from '../../../lib/server/rowRoute'
import { memberOf } from '../../../lib/server/visitor'

export const prerender = false

/** PUT /api/service-company/services `{ services }`: the services the company provides; 403 for others. */
export const PUT: APIRoute = async (context) => {
  const refused = foreignOrigin(context.request, context.url)
  if (refused) return refused
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  if (!mayTakeOrders(signedIn.member.user)) return json(403, { error: SERVICE_ORDER_MESSAGES.companiesOnly })
  const parsed = await parsedBody(context, providedServicesSchema, { maxBytes: 1024, failure: MESSAGES.somethingWentWrong })
  if (!parsed.ok) return parsed.response
  try {
    return json(200, { services: await saveProvidedServices(signedIn.member, parsed.data.services) })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('PUT')
