import type { ServerResponse } from 'node:http'

/**
 * Headers every response of the site server and the CMS carries: no framing by other sites
 * (clickjacking), no content sniffing, referrers trimmed to the origin across sites, and HSTS
 * once served over HTTPS. The site's pages add their own Content-Security-Policy for scripts
 * and styles (hashes, as a meta element Astro writes at build time).
 */
export function setSecurityHeaders(res: ServerResponse, { https, frameAncestors = "'none'" }: { https: boolean; frameAncestors?: string }): void {
  res.setHeader('Content-Security-Policy', `frame-ancestors ${frameAncestors}; base-uri 'self'; object-src 'none'`)
  // The older header can name no other origin: where one may frame (the CMS, a draft preview), CSP alone says so.
  const legacy = { "'none'": 'DENY', "'self'": 'SAMEORIGIN' }[frameAncestors]
  if (legacy) res.setHeader('X-Frame-Options', legacy)
  else res.removeHeader('X-Frame-Options')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}
