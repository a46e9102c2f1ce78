import { defineNotice } from '@cms/core/notices'
import { relationId } from '@cms/core/contract/relationId'
import { siteLink } from '@cms/core/email/siteLink'
import { MARINA_TIME_ZONE } from '@cms/core/contract/marinaDays'
import { placeFeeEmail } from '../emails/placeFee'
import { placeOpenedEmail } from '../emails/placeOpened'
import { formatMoney } from '@cms/core/contract/money'

const lakeTime = (language: 'ru' | 'en', iso: string) =>
  `${new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: MARINA_TIME_ZONE }).format(new Date(iso))} (${language === 'ru' ? 'по иркутскому времени' : 'Irkutsk time'})`

/**
 * Emails a member what became of their place at an event: moved up from the waiting list
 * (`opened`, queued with the cancellation that freed it), its fee paid (`paid`, once the payment
 * settled), or released unpaid (`released`, by the job that releases lapsed holds). A place no
 * longer in the state the notice tells of is not written about.
 */
export const registrantNotice = defineNotice({
  slug: 'tellRegistrant',
  label: 'Email a member about their place at an event',
  kinds: ['opened', 'paid', 'released'],
  write: async (payload, registrationId, kind) => {
    const registration = await payload.findByID({ collection: 'event-registrations', id: registrationId, depth: 0, overrideAccess: true })
    const memberId = relationId(registration.member)
    const eventId = relationId(registration.event)
    const member = memberId ? await payload.findByID({ collection: 'users', id: memberId, depth: 0, overrideAccess: true, disableErrors: true }) : null
    if (!member || !eventId || registration.status !== (kind === 'released' ? 'cancelled' : 'registered')) return
    const language = registration.language === 'en' ? 'en' : 'ru'
    const event = await payload.findByID({ collection: 'events', id: eventId, depth: 0, locale: language, overrideAccess: true })
    const name = member.firstName || member.email
    const link = siteLink(language, `/events/${eventId}`)
    const fee = formatMoney(language, registration.fee ?? 0)
    const content =
      kind === 'opened'
        ? placeOpenedEmail({
            name,
            title: event.title,
            language,
            link,
            payBy: registration.paymentStatus === 'unpaid' && registration.holdExpiresAt ? { fee, until: lakeTime(language, registration.holdExpiresAt) } : undefined,
          })
        : placeFeeEmail({ name, title: event.title, fee, kind, language, link })
    await payload.sendEmail({ to: member.email, ...content })
  },
})
