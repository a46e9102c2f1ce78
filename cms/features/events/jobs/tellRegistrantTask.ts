import { BOOKINGS_QUEUE } from '@cms/core/queues'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { MARINA_TIME_ZONE } from '@cms/features/bookings/marinaDays'
import { relationId } from '@cms/core/contract/relationId'
import { writtenRoubles } from '@cms/core/email/roubles'
import { siteLink } from '@cms/core/email/siteLink'
import { placeFeeEmail } from '../emails/placeFee'
import { placeOpenedEmail } from '../emails/placeOpened'

export const TELL_REGISTRANT_TASK = 'tellRegistrant'

/** What a member is told about their place: moved up from the waiting list, its fee paid, or released unpaid. */
export type RegistrantNotice = 'opened' | 'paid' | 'released'

const lakeTime = (language: 'ru' | 'en', iso: string) =>
  `${new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: MARINA_TIME_ZONE }).format(new Date(iso))} (${language === 'ru' ? 'по иркутскому времени' : 'Irkutsk time'})`

/** Emails a member what became of their place at an event. Mail that cannot be sent is logged. */
export async function tellRegistrant(payload: Payload, registrationId: number, notice: RegistrantNotice = 'opened'): Promise<void> {
  try {
    const registration = await payload.findByID({ collection: 'event-registrations', id: registrationId, depth: 0, overrideAccess: true })
    const memberId = relationId(registration.member)
    const eventId = relationId(registration.event)
    const member = memberId ? await payload.findByID({ collection: 'users', id: memberId, depth: 0, overrideAccess: true, disableErrors: true }) : null
    if (!member || !eventId || registration.status !== (notice === 'released' ? 'cancelled' : 'registered')) return
    const language = registration.language === 'en' ? 'en' : 'ru'
    const event = await payload.findByID({ collection: 'events', id: eventId, depth: 0, locale: language, overrideAccess: true })
    const name = member.firstName || member.email
    const link = siteLink(language, `/events/${eventId}`)
    const fee = writtenRoubles(language, registration.fee ?? 0)
    const content =
      notice === 'opened'
        ? placeOpenedEmail({
            name,
            title: event.title,
            language,
            link,
            payBy: registration.paymentStatus === 'unpaid' && registration.holdExpiresAt ? { fee, until: lakeTime(language, registration.holdExpiresAt) } : undefined,
          })
        : placeFeeEmail({ name, title: event.title, fee, kind: notice, language, link })
    await payload.sendEmail({ to: member.email, ...content })
  } catch (error) {
    payload.logger.error({ err: error }, `event registration ${registrationId}: the member could not be told (${notice})`)
  }
}

/** Sends it once the change to the place is committed (queued in its transaction). */
export const tellRegistrantTask: TaskConfig<{ input: { registrationId: number; notice?: RegistrantNotice }; output: Record<string, never> }> = {
  slug: TELL_REGISTRANT_TASK,
  label: 'Email a member about their place at an event',
  retries: 2,
  inputSchema: [
    { name: 'registrationId', type: 'number', required: true },
    { name: 'notice', type: 'select', options: ['opened', 'paid', 'released'] },
  ],
  handler: async ({ input, req }) => {
    await tellRegistrant(req.payload, input.registrationId, input.notice ?? 'opened')
    return { output: {} }
  },
}

export async function tellRegistrantAfterCommit(req: PayloadRequest, registrationId: number, notice: RegistrantNotice = 'opened'): Promise<void> {
  await req.payload.jobs.queue({ task: TELL_REGISTRANT_TASK, input: { registrationId, notice }, queue: BOOKINGS_QUEUE, req })
}
