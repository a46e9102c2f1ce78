import type { CollectionAfterChangeHook } from 'payload'

import { CONFIRMATION_TTL_MS } from '@cms/features/newsletter/contract/newsletter'
import { confirmationLink } from '@cms/features/newsletter/links'
import { sendConfirmation, sendWelcome } from '@cms/features/newsletter/mail'
import type { NewsletterSubscriber } from '@cms/payload-types'
import { CONFIRMATION_TOKEN } from './followStatus'

/** Where the hook says whether the confirmation mail went out (the sign-up's `emailSent`). */
export const CONFIRMATION_SENT = 'newsletterConfirmationSent'

/**
 * Mails a pending address its confirmation link (the double opt-in), and a newly confirmed one
 * its welcome. Both are newsletter mails, with the unsubscribe link and headers.
 */
export const mailSubscriber: CollectionAfterChangeHook<NewsletterSubscriber> = async ({ doc, previousDoc, operation, req }) => {
  const token = req.context[CONFIRMATION_TOKEN]
  if (typeof token === 'string' && doc.status === 'pending') {
    delete req.context[CONFIRMATION_TOKEN]
    const language = doc.language ?? 'ru'
    req.context[CONFIRMATION_SENT] = await sendConfirmation(req.payload, doc, confirmationLink(language, token), CONFIRMATION_TTL_MS / 3_600_000)
  }
  if (doc.status === 'confirmed' && (operation === 'create' || previousDoc?.status !== 'confirmed')) await sendWelcome(req.payload, doc)
  return doc
}
