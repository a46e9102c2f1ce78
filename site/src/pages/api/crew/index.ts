import type { APIRoute } from 'astro'

import { crewShowcase } from '@cms/features/crew/flows/crew'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/crew: the crew showcase, the profiles captains and crew members chose to show; public. */
export const GET: APIRoute = async (context) => {
  try {
    return json(200, { profiles: await crewShowcase(await visitorOf(context)) }, { 'cache-control': 'no-store' })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
