import { mailSearchSchema } from '@cms/features/admin/contract/communications'
import { listMail } from '@cms/features/admin/flows/communications'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/admin/communications?status=&q=&page=: the mail outbox, 20 a page, newest first. */
export const GET = defineRoute({
  who: 'admin',
  handle: async ({ member, context }) => {
    const parsed = mailSearchSchema.safeParse(Object.fromEntries(context.url.searchParams))
    if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, code: 'invalid', errors: fieldErrors(parsed.error) })
    return json(200, await listMail(member, parsed.data))
  },
})

export const ALL = methodNotAllowed('GET')
