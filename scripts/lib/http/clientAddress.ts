import type { IncomingMessage } from 'node:http'

import proxyAddr from 'proxy-addr'

/**
 * The visitor's address, as the per-visitor limits count it. `X-Forwarded-For` is believed only
 * from the hops named in TRUSTED_PROXIES (comma-separated addresses, CIDR ranges, or proxy-addr's
 * names `loopback`, `linklocal`, `uniquelocal`); without it, only the socket's address counts,
 * so a client cannot choose its own address by sending the header. Behind a load balancer, set
 * TRUSTED_PROXIES to its addresses.
 */
export function clientAddressResolver(trusted = process.env.TRUSTED_PROXIES ?? ''): (req: IncomingMessage) => string {
  const hops = trusted
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  const trust = proxyAddr.compile(hops)
  return (req) => {
    try {
      return normalise(proxyAddr(req, trust))
    } catch {
      return normalise(req.socket.remoteAddress ?? 'unknown')
    }
  }
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are one visitor. */
function normalise(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address
}

/** Whether the request reached the first trusted hop over HTTPS (for HSTS). */
export function servedOverHttps(req: IncomingMessage, trustedHop: boolean): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted) return true
  return (
    trustedHop &&
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https'
  )
}
