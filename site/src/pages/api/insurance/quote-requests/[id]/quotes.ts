import { quotesOf } from '@cms/features/insurance/flows/quotes'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * GET /api/insurance/quote-requests/{id}/quotes[?key=…]: the request's state and quotes, to its
 * signed-in requester or whoever holds the emailed link's key; 404 to anyone else (as for a
 * request that does not exist). An empty list while the job quotes, or when no insurer could.
 */
export const GET = defineRoute({
  who: 'anyone',
  row: true,
  handle: async ({ visitor, id, context }) => {
    const view = await quotesOf(await visitor(), id, context.url.searchParams.get('key'))
    return view && json(200, view)
  },
})

export const ALL = methodNotAllowed('GET')
