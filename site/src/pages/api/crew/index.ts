import { crewShowcase } from '@cms/features/crew/flows/crew'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/crew: the crew showcase, the profiles captains and crew members chose to show; public. */
export const GET = defineRoute({
  who: 'anyone',
  handle: async ({ visitor }) => json(200, { profiles: await crewShowcase(await visitor()) }, { 'cache-control': 'no-store' }),
})

export const ALL = methodNotAllowed('GET')
