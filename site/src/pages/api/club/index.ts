import type { APIRoute } from 'astro'

import { clubView } from '@cms/features/crew/flows/club'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/club: each category's count and listed names, the visitor's own membership, and for admins the captains awaiting confirmation. */
export const GET: APIRoute = async (context) => {
  try {
    return json(200, await clubView(await visitorOf(context)), { 'cache-control': 'no-store' })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
