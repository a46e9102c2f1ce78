import type { APIRoute } from 'astro'

import { takenDays } from '@cms/features/bookings/calendar'
import { dayWindowSchema } from '@cms/features/bookings/contract/bookings'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed, rowId } from '@site/lib/server/http'

export const prerender = false

/** GET /api/yachts/{id}/availability?from=YYYY-MM-DD&to=YYYY-MM-DD: the taken days in that window; public. */
export const GET: APIRoute = async ({ params, url, locals }) => {
  const id = rowId(params.id)
  if (id === null) return json(400, { error: 'The yacht id must be a positive number.' })
  const window = dayWindowSchema.safeParse({ from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' })
  if (!window.success) return json(400, { errors: fieldErrors(window.error) })
  try {
    return json(200, { yachtId: id, from: window.data.from, to: window.data.to, taken: await takenDays(locals.payload, id, window.data.from, window.data.to) })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
