import { securityQuerySchema } from '@cms/features/accounts/contract/security'
import { securityReport } from '@cms/features/accounts/flows/securityReport'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/admin/security?days=30: sign-ins, lockouts and refusals per day, and the newest admin actions. */
export const GET = defineRoute({
  who: 'admin',
  handle: async ({ member, context }) => {
    const parsed = securityQuerySchema.safeParse(Object.fromEntries(context.url.searchParams))
    if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, code: 'invalid', errors: fieldErrors(parsed.error) })
    return json(200, await securityReport(member, parsed.data.days))
  },
})

export const ALL = methodNotAllowed('GET')
