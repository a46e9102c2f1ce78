import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '../../../contract/relationId'
import { type LeadListing, leadAcknowledgedEmail, leadForTeamEmail } from '../../../email/templates/leadReceived'
import type { Lead } from '../../../payload-types'

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
  const listingOf = async (language: 'ru' | 'en'): Promise<LeadListing | null> => {
    const id = relationId(doc.listing)
    if (doc.kind !== 'yacht-sale' || !id) return null
    const listing = await payload.findByID({ collection: 'yacht-listings', id, locale: language, depth: 0, overrideAccess: true, disableErrors: true, req })
    return listing ? { title: listing.title, askingPrice: listing.askingPrice } : null
  }
  const mails = [
    { to: doc.email, ...leadAcknowledgedEmail(doc, await listingOf(doc.language === 'en' ? 'en' : 'ru')) },
    ...(team ? [{ to: team, replyTo: doc.email, ...leadForTeamEmail(doc, `${payload.config.serverURL}/admin/collections/leads/${doc.id}`, await listingOf('ru')) }] : []),
  ]
  for (const mail of mails) {
    await payload.sendEmail(mail).catch((error: unknown) => payload.logger.error({ err: error, msg: `Lead ${doc.id}: mail to ${mail.to} not sent` }))
  }
  return doc
}
