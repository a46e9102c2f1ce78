import { allEventsCalendar } from '@cms/features/events/eventCalendar'
import { calendarFile } from '@site/lib/server/calendarFile'
import { defineRoute } from '@site/lib/server/defineRoute'
import { methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/events/calendar.ics?lang=ru|en: every published event, as a feed calendar apps subscribe to. */
export const GET = defineRoute({
  who: 'anyone',
  handle: async ({ context }) =>
    calendarFile(await allEventsCalendar(context.locals.payload, context.url.searchParams.get('lang') === 'en' ? 'en' : 'ru'), 'baikal-yachts-events.ics'),
})

export const ALL = methodNotAllowed('GET')
