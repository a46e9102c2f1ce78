import type { CollectionBeforeChangeHook } from 'payload'

import { CONFIRMATION_TTL_MS, checkNewsletterEmail } from '@cms/features/newsletter/contract/newsletter'
import { newConfirmationToken } from '@cms/features/newsletter/links'
import type { NewsletterSubscriber } from '@cms/payload-types'

/** Set by trusted code updating a pending address: mail it a new confirmation link. */
export const REISSUE_CONFIRMATION = 'newsletterReissueConfirmation'
/** Where the hook leaves a freshly issued token for `mailConfirmation` (only its hash is stored). */
export const CONFIRMATION_TOKEN = 'newsletterConfirmationToken'

/**
 * Keeps the record true to its status. A pending address gets a confirmation token when it is
 * created or when trusted code asks for a new one; confirming stamps the consent time and spends the token;
 * unsubscribing stamps its time. The stored address is trimmed and in lower case, so one address
 * is one row (the column is unique).
 */
export const followStatus: CollectionBeforeChangeHook<NewsletterSubscriber> = ({ data, operation, originalDoc, req }) => {
  if (typeof data.email === 'string') {
    const checked = checkNewsletterEmail(data.email)
    if (checked.ok) data.email = checked.email
  }
  const now = new Date().toISOString()
  // Whoever is not an admin cannot give the status or the times (field access): a new address
  // from them is pending. Trusted code may create one confirmed (a member's own verified address).
  if (operation === 'create') data.requestedAt = now
  const status = data.status ?? originalDoc?.status ?? 'pending'
  const before = operation === 'create' ? null : (originalDoc?.status ?? null)
  if (status === 'pending' && (operation === 'create' || req.context[REISSUE_CONFIRMATION] === true)) {
    const { token, hash } = newConfirmationToken(req.payload.config.secret)
    data.confirmTokenHash = hash
    data.confirmExpiresAt = new Date(Date.now() + CONFIRMATION_TTL_MS).toISOString()
    data.requestedAt = now
    req.context[CONFIRMATION_TOKEN] = token
  }
  if (status === 'confirmed' && before !== 'confirmed') {
    data.confirmedAt = data.confirmedAt ?? now
    data.unsubscribedAt = null
  }
  if (status === 'unsubscribed' && before !== 'unsubscribed') data.unsubscribedAt = now
  if (status !== 'pending') {
    data.confirmTokenHash = null
    data.confirmExpiresAt = null
  }
  return data
}
