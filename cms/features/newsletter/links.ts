import { createHmac, timingSafeEqual } from 'node:crypto'

import { hashToken, newVerificationToken } from '@cms/features/accounts'
import { siteLink } from '@cms/core/email/siteLink'

/**
 * The newsletter's two links. Confirming takes a random token that works once and expires (its
 * hash is kept); unsubscribing takes a signature of the subscriber's id and address, which never
 * expires, so every mail's link keeps working and nothing has to be stored for it.
 */
export function newConfirmationToken(serverSecret: string): { token: string; hash: string } {
  const token = newVerificationToken()
  return { token, hash: confirmationHash(serverSecret, token) }
}

export const confirmationHash = (serverSecret: string, token: string): string => hashToken(serverSecret, `newsletter:${token}`)

export function confirmationLink(language: 'ru' | 'en', token: string): string {
  return `${siteLink(language, '/newsletter/confirm')}?token=${encodeURIComponent(token)}`
}

export function unsubscribeSignature(serverSecret: string, subscriberId: number, email: string): string {
  return createHmac('sha256', serverSecret).update(`newsletter-unsubscribe:${subscriberId}:${email}`).digest('base64url')
}

export function signatureMatches(serverSecret: string, subscriberId: number, email: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(serverSecret, subscriberId, email))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * The page a reader opens, and the address a mail client posts to for one-click unsubscribing
 * (RFC 8058): the CMS's, since the site refuses form posts from other origins.
 */
export function unsubscribeLinks(serverSecret: string, cmsUrl: string, subscriber: { id: number; email: string; language: 'ru' | 'en' }) {
  const query = `s=${subscriber.id}&t=${unsubscribeSignature(serverSecret, subscriber.id, subscriber.email)}`
  return { page: `${siteLink(subscriber.language, '/newsletter/unsubscribe')}?${query}`, oneClick: `${cmsUrl.replace(/\/$/, '')}/api/newsletter-subscribers/one-click?${query}` }
}
