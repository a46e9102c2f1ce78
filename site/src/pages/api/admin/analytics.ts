import { analyticsReport } from '@cms/features/analytics/analyticsReport'
import { analyticsQuerySchema } from '@cms/features/analytics/contract/requests'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/admin/analytics?days=30: page views, unique sessions and conversions per day, and the most viewed pages (admins). */
export const GET = defineRoute({
  who: 'admin',
  handle: async ({ member, context }) => {
    const parsed = analyticsQuerySchema.safeParse(Object.fromEntries(context.url.searchParams))
    if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, code: 'invalid', errors: fieldErrors(parsed.error) })
    return json(200, await analyticsReport(member.payload, parsed.data.days))
  },
})

export const ALL = methodNotAllowed('GET')
