import { createHmac, timingSafeEqual } from 'node:crypto'

import { requireEnv } from '@cms/core/requireEnv'

/**
 * The secret in a yacht's iCal feed address (GET /api/yachts/{id}/calendar.ics?token=…): an HMAC
 * of the yacht's id under PAYLOAD_SECRET, so the owner can paste the address into any calendar
 * and no one can guess another yacht's.
 */
export function calendarFeedToken(yachtId: number): string {
  return createHmac('sha256', requireEnv('PAYLOAD_SECRET')).update(`yacht-calendar-feed:${yachtId}`).digest('base64url')
}

export function calendarFeedTokenValid(yachtId: number, token: string | null): boolean {
  if (!token || token.length > 100) return false
  const expected = Buffer.from(calendarFeedToken(yachtId))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
