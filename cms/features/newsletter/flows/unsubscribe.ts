import type { PayloadHandler, PayloadRequest } from 'payload'

import { enforce } from '@cms/core/rateLimits'
import { visitorAddress } from '@cms/core/visitorAddress'
import type { UnsubscribeOutcome } from '../contract/newsletter'
import { signatureMatches } from '../links'

const SIGNATURE = /^[\w-]{20,100}$/

/** The subscriber and signature an unsubscribe link carries, if they have the right shape. */
export function unsubscribeLinkOf(s: unknown, t: unknown): { subscriber: number; signature: string } | null {
  const subscriber = typeof s === 'string' && /^\d{1,15}$/.test(s) ? Number(s) : typeof s === 'number' ? s : Number.NaN
  if (!Number.isSafeInteger(subscriber) || subscriber <= 0 || typeof t !== 'string' || !SIGNATURE.test(t)) return null
  return { subscriber, signature: t }
}

/**
 * Unsubscribes the address an unsubscribe link names, if its signature is right. Asking twice
 * changes nothing the second time; the answer is the same.
 */
export async function unsubscribe(req: PayloadRequest, subscriberId: number, signature: string): Promise<UnsubscribeOutcome> {
  const { payload } = req
  await enforce(req, [['newsletterLink', visitorAddress(req)]])
  const subscriber = await payload.findByID({ collection: 'newsletter-subscribers', id: subscriberId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!subscriber || !signatureMatches(payload.config.secret, subscriber.id, subscriber.email, signature)) return 'invalid'
  if (subscriber.status !== 'unsubscribed') {
    await payload.update({ collection: 'newsletter-subscribers', id: subscriber.id, data: { status: 'unsubscribed' }, overrideAccess: true, req })
  }
  return 'unsubscribed'
}

/**
 * POST /api/newsletter-subscribers/one-click?s=…&t=… (CMS): the address in every newsletter
 * mail's List-Unsubscribe header. Mail clients post `List-Unsubscribe=One-Click` to it from the
 * provider's servers (RFC 8058), with no cookie and no origin; the signature is the authority.
 */
export const oneClickUnsubscribe: PayloadHandler = async (req) => {
  const url = new URL(req.url ?? '', 'http://cms.invalid')
  const link = unsubscribeLinkOf(url.searchParams.get('s'), url.searchParams.get('t'))
  if (!link) return Response.json({ success: false, outcome: 'invalid' }, { status: 400 })
  const outcome = await unsubscribe(req, link.subscriber, link.signature)
  return Response.json({ success: outcome === 'unsubscribed', outcome }, { status: outcome === 'unsubscribed' ? 200 : 400 })
}
