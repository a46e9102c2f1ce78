import type { APIRoute } from 'astro'

import { allEventsCalendar } from '@cms/features/events/eventCalendar'
import { calendarFile } from '@site/lib/server/calendarFile'
import { answerFailure } from '@site/lib/server/failures'
import { methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/events/calendar.ics?lang=ru|en: every published event, as a feed calendar apps subscribe to. */
export const GET: APIRoute = async ({ url, locals }) => {
  try {
    return calendarFile(await allEventsCalendar(locals.payload, url.searchParams.get('lang') === 'en' ? 'en' : 'ru'), 'baikal-yachts-events.ics')
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
