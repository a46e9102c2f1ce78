import { adminUserSearchSchema } from '@cms/features/admin/contract/adminUsers'
import { searchUsers } from '@cms/features/admin/flows/adminUsers'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/admin/users?q=&page=: accounts whose name, email or brand holds the words, 20 a page, newest first. */
export const GET = defineRoute({
  who: 'admin',
  handle: async ({ member, context }) => {
    const parsed = adminUserSearchSchema.safeParse(Object.fromEntries(context.url.searchParams))
    if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, code: 'invalid', errors: fieldErrors(parsed.error) })
    return json(200, await searchUsers(member, parsed.data))
  },
})

export const ALL = methodNotAllowed('GET')
