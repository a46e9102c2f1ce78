import { clubView } from '@cms/features/crew/flows/club'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/club: each category's count and listed names, the visitor's own membership, and for admins the captains awaiting confirmation. */
export const GET = defineRoute({
  who: 'anyone',
  handle: async ({ visitor }) => json(200, await clubView(await visitor()), { 'cache-control': 'no-store' }),
})

export const ALL = methodNotAllowed('GET')
