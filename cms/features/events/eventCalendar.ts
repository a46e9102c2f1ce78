import type { Language } from '@cms/core/contract/language'
import type { Payload } from 'payload'

import { calendar } from '@cms/features/bookings'
import type { Event } from '@cms/payload-types'
import { siteLink } from '@cms/core/email/siteLink'

/** The portal's published events as iCalendar, in one language, each linking to its page. */
function eventsCalendar(events: Event[], language: Language, name?: string): string {
  return calendar(
    events.map((event) => ({
      uid: `event-${event.id}@baikal-yachts`,
      startsAt: new Date(event.startDate),
      endsAt: new Date(event.endDate),
      summary: event.title,
      description: `${event.summary}\n\n${siteLink(language, `/events/${event.id}`)}`,
      location: event.location,
      status: 'CONFIRMED',
      sequence: 0,
      updatedAt: new Date(event.updatedAt),
    })),
    name ? { name } : {},
  )
}

/** One published event's calendar file (Add to calendar); null when there is no such published event. */
export async function eventCalendar(payload: Payload, id: number, language: Language): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'events',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    locale: language,
    overrideAccess: false,
  })
  return docs[0] ? eventsCalendar(docs, language) : null
}

/** The feed of every published event from 30 days ago on, for calendar apps to subscribe to. */
export async function allEventsCalendar(payload: Payload, language: Language): Promise<string> {
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString()
  const { docs } = await payload.find({
    collection: 'events',
    where: { and: [{ _status: { equals: 'published' } }, { endDate: { greater_than: since } }] },
    sort: 'startDate',
    limit: 1000,
    depth: 0,
    locale: language,
    overrideAccess: false,
  })
  return eventsCalendar(docs, language, language === 'en' ? 'Baikal Yachts — events' : 'Baikal Yachts — события')
}
