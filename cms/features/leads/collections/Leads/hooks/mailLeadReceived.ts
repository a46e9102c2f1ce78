import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import { type LeadSubject, leadAcknowledgedEmail, leadForTeamEmail } from '@cms/features/leads/emails/leadReceived'
import type { Lead } from '@cms/payload-types'

/**
 * A new inquiry is mailed to both sides: the sender is told it arrived and when to expect an
 * answer; the team (the site's contact address) gets its details and a link to handle it. A mail
 * that fails stays in the outbox, where an admin sends it again; the inquiry stands.
 */
export const mailLeadReceived: CollectionAfterChangeHook<Lead> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const { payload } = req
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { contacts: true } }).catch(() => null)
  const team = settings?.contacts?.email
  const subjectOf = async (language: 'ru' | 'en'): Promise<LeadSubject | null> => {
    const listing = doc.kind === 'yacht-sale' ? relationId(doc.listing) : null
    if (listing) {
      const found = await payload.findByID({ collection: 'yacht-listings', id: listing, locale: language, depth: 0, overrideAccess: true, disableErrors: true, req })
      return found ? { title: found.title, price: found.askingPrice } : null
    }
    const specialEvent = doc.kind === 'special-event' ? relationId(doc.specialEvent) : null
    if (specialEvent) {
      const found = await payload.findByID({ collection: 'special-events', id: specialEvent, locale: language, depth: 0, overrideAccess: true, disableErrors: true, req })
      return found ? { title: found.title, price: found.priceFrom } : null
    }
    return null
  }
  const mails = [
    { to: doc.email, ...leadAcknowledgedEmail(doc, await subjectOf(doc.language === 'en' ? 'en' : 'ru')) },
    ...(team ? [{ to: team, replyTo: doc.email, ...leadForTeamEmail(doc, `${payload.config.serverURL}/admin/collections/leads/${doc.id}`, await subjectOf('ru')) }] : []),
  ]
  for (const mail of mails) {
    await payload.sendEmail(mail).catch((error: unknown) => payload.logger.error({ err: error, msg: `Lead ${doc.id}: mail to ${mail.to} not sent` }))
  }
  return doc
}
