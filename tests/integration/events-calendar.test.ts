import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as oneEvent from '@site/pages/api/events/[id]/calendar.ics'
import * as allEvents from '@site/pages/api/events/calendar.ics'
import { makeEvent, quiet } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'

/** The events' calendar files (issue "Community …"): one event (Add to calendar) and the feed of all. */
let payload: Payload
let call: ReturnType<typeof portalApi>

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
})

describe('event calendars', () => {
  it('gives a published event as a calendar file in the asked language, and nothing for a draft', async () => {
    const event = await makeEvent(payload)
    await payload.update({
      collection: 'events',
      id: event.id,
      locale: 'en',
      data: { title: 'Olkhon Regatta', summary: 'Around Olkhon.', location: 'Listvyanka' },
      overrideAccess: true,
      context: quiet,
    })
    const answer = await call(oneEvent, 'GET', { params: { id: String(event.id) }, query: '?lang=en' })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const text = String(answer.json.raw)
    expect(text).toContain(`UID:event-${event.id}@baikal-yachts`)
    expect(text).toContain('SUMMARY:Olkhon Regatta')
    expect(text).toContain(`/en/events/${event.id}`)
    const draft = await payload.create({
      collection: 'events',
      data: { ...event, id: undefined, slug: `${event.slug}-draft`, _status: 'draft' } as never,
      overrideAccess: true,
      context: quiet,
      draft: true,
    })
    expect((await call(oneEvent, 'GET', { params: { id: String(draft.id) } })).status).toBe(404)
  })

  it('feeds every published event that has not long ended, in Russian by default', async () => {
    const upcoming = await makeEvent(payload, { daysAhead: 10 })
    const longPast = await makeEvent(payload, { daysAhead: -60 })
    const answer = await call(allEvents, 'GET', {})
    const text = String(answer.json.raw)
    expect(text).toContain(`UID:event-${upcoming.id}@baikal-yachts`)
    expect(text).not.toContain(`UID:event-${longPast.id}@baikal-yachts`)
    expect(text).toContain('X-WR-CALNAME:Baikal Yachts — события')
  })
})
