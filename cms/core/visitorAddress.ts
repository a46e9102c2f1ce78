import type { PayloadRequest } from 'payload'

/**
 * Who a request comes from, as the per-visitor limits count it. Two trusted sources, never the
 * client's own say-so:
 * - the site server's routes put the address they worked out (scripts/lib/http/clientAddress.ts)
 *   into the Local API call's context;
 * - the CMS server (scripts/cms-server.ts) overwrites this header on every request it passes on,
 *   with the address it worked out the same way.
 */
export const VISITOR_ADDRESS = 'visitorAddress'
export const VISITOR_ADDRESS_HEADER = 'x-portal-visitor-address'

export function visitorAddress(req: Pick<PayloadRequest, 'context' | 'headers'>): string {
  const fromContext = req.context?.[VISITOR_ADDRESS]
  if (typeof fromContext === 'string' && fromContext) return fromContext.slice(0, 64)
  return req.headers?.get(VISITOR_ADDRESS_HEADER)?.trim().slice(0, 64) || 'unknown'
}
