import type { APIRoute } from 'astro'

import { mayTakeOrders, SERVICE_ORDER_MESSAGES } from '../../../../../cms/contract/serviceOrders'
import { serviceCompanyDashboard } from '../../../../../cms/serviceOrders/flows/orders'
import { answerFailure } from '../../../lib/server/failures'
import { json, methodNotAllowed } from '../../../lib/server/http'
import { memberOf } from '../../../lib/server/visitor'

export const prerender = false

/** GET /api/service-company/dashboard: the services a company provides, the open orders for them and the orders it took; 403 for others. */
export const GET: APIRoute = async (context) => {
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  if (!mayTakeOrders(signedIn.member.user)) return json(403, { error: SERVICE_ORDER_MESSAGES.companiesOnly })
  try {
    return json(200, await serviceCompanyDashboard(signedIn.member), { 'cache-control': 'no-store' })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
