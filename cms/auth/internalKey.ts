import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The site server calls the CMS's portal endpoints with this key: derived from PAYLOAD_SECRET,
 * which both processes hold, so nothing more is configured. Without it the endpoints answer 404,
 * so their per-client limits cannot be bypassed by calling the CMS directly.
 */
export const INTERNAL_KEY_HEADER = 'x-portal-internal-key'
export const CLIENT_ADDRESS_HEADER = 'x-portal-client-address'

export function internalKey(payloadSecret: string): string {
  return createHmac('sha256', payloadSecret).update('baikal-portal-internal-api').digest('hex')
}

export function isInternalKey(presented: string | null, payloadSecret: string): boolean {
  if (!presented) return false
  const expected = Buffer.from(internalKey(payloadSecret))
  const given = Buffer.from(presented)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
