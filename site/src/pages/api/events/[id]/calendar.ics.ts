import type { APIRoute } from 'astro'

import { eventCalendar } from '@cms/features/events/eventCalendar'
import { MESSAGES } from '@cms/core/contract/messages'
import { calendarFile } from '@site/lib/server/calendarFile'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed, rowId } from '@site/lib/server/http'

export const prerender = false

/** GET /api/events/{id}/calendar.ics?lang=ru|en: the event as a calendar file (Add to calendar). */
export const GET: APIRoute = async ({ params, url, locals }) => {
  const id = rowId(params.id)
  if (id === null) return json(404, { error: MESSAGES.notFound })
  try {
    const body = await eventCalendar(locals.payload, id, url.searchParams.get('lang') === 'en' ? 'en' : 'ru')
    return body ? calendarFile(body, `event-${id}.ics`) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
