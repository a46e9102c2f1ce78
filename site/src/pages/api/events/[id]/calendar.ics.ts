import { eventCalendar } from '@cms/features/events/eventCalendar'
import { calendarFile } from '@site/lib/server/calendarFile'
import { defineRoute } from '@site/lib/server/defineRoute'
import { methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/events/{id}/calendar.ics?lang=ru|en: the event as a calendar file (Add to calendar). */
export const GET = defineRoute({
  who: 'anyone',
  row: true,
  handle: async ({ id, context }) => {
    const body = await eventCalendar(context.locals.payload, id, context.url.searchParams.get('lang') === 'en' ? 'en' : 'ru')
    return body ? calendarFile(body, `event-${id}.ics`) : null
  },
})

export const ALL = methodNotAllowed('GET')
