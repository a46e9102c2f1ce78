import { auditEntries } from '@cms/features/admin/flows/adminUsers'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, rowId } from '@site/lib/server/http'

export const prerender = false

/** GET /api/admin/audit-log[?userId=]: the newest 50 admin actions, of one account when asked. */
export const GET = defineRoute({
  who: 'admin',
  handle: async ({ member, context }) => {
    const asked = context.url.searchParams.get('userId')
    const userId = asked === null ? null : rowId(asked)
    if (asked !== null && userId === null) return json(400, { error: 'The user id must be a positive number.', code: 'invalid' })
    return json(200, await auditEntries(member, userId))
  },
})

export const ALL = methodNotAllowed('GET')
