import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { relationId } from '../contract/relationId'
import { placeOpenedEmail } from '../email/templates/placeOpened'
import { BOOKINGS_QUEUE } from './expireBookingHoldsTask'
import { siteLink } from '../email/siteLink'

export const TELL_REGISTRANT_TASK = 'tellRegistrant'

/** Emails a member moved up from an event's waiting list. Mail that cannot be sent is logged. */
export async function tellRegistrant(payload: Payload, registrationId: number): Promise<void> {
  try {
    const registration = await payload.findByID({ collection: 'event-registrations', id: registrationId, depth: 0, overrideAccess: true })
    const memberId = relationId(registration.member)
    const eventId = relationId(registration.event)
    const member = memberId ? await payload.findByID({ collection: 'users', id: memberId, depth: 0, overrideAccess: true, disableErrors: true }) : null
    if (!member || !eventId || registration.status !== 'registered') return
    const language = registration.language === 'en' ? 'en' : 'ru'
    const event = await payload.findByID({ collection: 'events', id: eventId, depth: 0, locale: language, overrideAccess: true })
    await payload.sendEmail({
      to: member.email,
      ...placeOpenedEmail({ name: member.firstName || member.email, title: event.title, language, link: siteLink(language, `/events/${eventId}`) }),
    })
  } catch (error) {
    payload.logger.error({ err: error }, `event registration ${registrationId}: the member moved up could not be told`)
  }
}

/** Sends it once the cancellation that freed the place is committed (queued in its transaction). */
export const tellRegistrantTask: TaskConfig<{ input: { registrationId: number }; output: Record<string, never> }> = {
  slug: TELL_REGISTRANT_TASK,
  label: 'Email a member moved up from a waiting list',
  retries: 2,
  inputSchema: [{ name: 'registrationId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await tellRegistrant(req.payload, input.registrationId)
    return { output: {} }
  },
}

export async function tellRegistrantAfterCommit(req: PayloadRequest, registrationId: number): Promise<void> {
  await req.payload.jobs.queue({ task: TELL_REGISTRANT_TASK, input: { registrationId }, queue: BOOKINGS_QUEUE, req })
}
