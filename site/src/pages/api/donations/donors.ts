import { donorsView } from '@cms/features/donations/flows/donors'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/donations/donors: the names of donors who asked to be listed, and how many gave. */
export const GET = defineRoute({
  who: 'anyone',
  handle: async ({ visitor }) => json(200, await donorsView((await visitor()).payload)),
})

export const ALL = methodNotAllowed('GET')
