import type { APIRoute } from 'astro'

import { MESSAGES } from '@cms/core/contract/messages'
import { quotesOf } from '@cms/features/insurance/flows/quotes'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * GET /api/insurance/quote-requests/{id}/quotes[?key=…]: the request's state and quotes, to its
 * signed-in requester or whoever holds the emailed link's key; 404 to anyone else (as for a
 * request that does not exist). An empty list while the job quotes, or when no insurer could.
 */
export const GET: APIRoute = async (context) => {
  const requestId = rowId(context.params.id)
  if (requestId === null) return json(404, { error: MESSAGES.notFound })
  try {
    const view = await quotesOf(await visitorOf(context), requestId, context.url.searchParams.get('key'))
    return view ? json(200, view) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
