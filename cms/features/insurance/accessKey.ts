import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

/**
 * The key in a quote request's emailed link: the request's id signed with the server's secret,
 * so nothing is stored and the server can write the link again for any email. Whoever holds it
 * sees that request's quotes and may select one, as the signed-in requester may.
 */
export function quoteAccessKey(payload: Payload, requestId: number): string {
  return createHmac('sha256', payload.secret).update(`insurance-quote-request:${requestId}`).digest('base64url').slice(0, 32)
}

export function validQuoteAccessKey(payload: Payload, requestId: number, key: string | null | undefined): boolean {
  if (!key) return false
  const expected = Buffer.from(quoteAccessKey(payload, requestId))
  const given = Buffer.from(key)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
