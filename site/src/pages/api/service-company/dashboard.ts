import { isServiceCompany, SERVICE_ORDER_MESSAGES } from '@cms/features/serviceOrders/contract/serviceOrders'
import { serviceCompanyDashboard } from '@cms/features/serviceOrders/flows/orders'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusalsOf } from '@site/lib/server/http'

export const prerender = false

/**
 * GET /api/service-company/dashboard: the services a company provides, the open orders for them and
 * the orders it took, or `awaitingApproval` before an admin has checked it; 403 for others.
 */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member }) =>
    isServiceCompany(member.user) ? json(200, await serviceCompanyDashboard(member), { 'cache-control': 'no-store' }) : refusalsOf(SERVICE_ORDER_MESSAGES)(403, 'companiesOnly'),
})

export const ALL = methodNotAllowed('GET')
