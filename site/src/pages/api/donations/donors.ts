import type { APIRoute } from 'astro'

import { donorsView } from '@cms/features/donations/flows/donors'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/donations/donors: the names of donors who asked to be listed, and how many gave. */
export const GET: APIRoute = async (context) => {
  try {
    return json(200, await donorsView((await visitorOf(context)).payload))
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
