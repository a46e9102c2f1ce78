import type { IncomingMessage, ServerResponse } from 'node:http'

import { VISITOR_ADDRESS_HEADER } from '@cms/core/visitorAddress'
import { MAX_UPLOAD_BYTES } from '@cms/features/publishing/mediaRules'
import { refuseMalformedApiRequest } from './apiRequestGuard'
import { capRequestBody } from './bodyLimit'
import { clientAddressResolver, servedOverHttps } from './clientAddress'
import { setSecurityHeaders } from './securityHeaders'

/** An upload and its multipart framing; every other body is a form's JSON. */
const MAX_MULTIPART_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024
const MAX_OTHER_BYTES = 2 * 1024 * 1024

/**
 * What the CMS server does with every request before Payload sees it (the CMS's REST API is
 * public in production):
 * - works out the visitor's address (TRUSTED_PROXIES, else the socket) and passes it on in a
 *   header it always overwrites, for the collections' per-visitor limits;
 * - sets the security headers;
 * - refuses malformed API requests, and caps the body while it streams.
 * Returns false when it has answered the request itself.
 */
export function cmsDoor(trustedProxies = process.env.TRUSTED_PROXIES ?? ''): (req: IncomingMessage, res: ServerResponse) => boolean {
  const clientAddressOf = clientAddressResolver(trustedProxies)
  const behindTrustedProxy = Boolean(trustedProxies.trim())
  return (req, res) => {
    req.headers[VISITOR_ADDRESS_HEADER] = clientAddressOf(req)
    // The admin previews pages of its own origin in frames; no other site may frame it.
    setSecurityHeaders(res, { https: servedOverHttps(req, behindTrustedProxy), frameAncestors: "'self'" })
    const refusal = refuseMalformedApiRequest(req.method ?? 'GET', req.url ?? '/', req.headers)
    if (refusal) {
      res.writeHead(refusal.status, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify({ errors: [{ message: refusal.message }] }))
      req.resume()
      return false
    }
    const multipart = /^multipart\/form-data/i.test(req.headers['content-type'] ?? '')
    return capRequestBody(req, res, multipart ? MAX_MULTIPART_BYTES : MAX_OTHER_BYTES)
  }
}
