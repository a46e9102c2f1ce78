import { createHmac, timingSafeEqual } from 'node:crypto'

/** How old a signed callback may be: an older one is a replay, whatever its signature. */
const SIGNATURE_TOLERANCE_SECONDS = 300

/**
 * The test gateway's webhook signature, shaped like the big gateways' (`t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "t.body">`): the time is signed with the body, so an old callback cannot be
 * sent again later, and a changed body or time breaks the signature.
 */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

export function webhookSignatureValid(secret: string, body: string, header: string | null, now: number = Date.now()): boolean {
  if (!header || header.length > 512) return false
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]))
  const timestamp = Number(parts.get('t'))
  const signature = parts.get('v1') ?? ''
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(signWebhook(secret, body, timestamp).slice(-64), 'hex')
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}
