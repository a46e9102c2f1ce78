import ipaddr from 'ipaddr.js'

/**
 * Whether the server may connect to this IP address on a user's or editor's behalf: only global
 * unicast. Loopback, private, carrier-grade NAT, link-local, unique-local, multicast, broadcast,
 * unspecified and reserved ranges are refused, and so is every IPv6 form that carries an IPv4
 * address inside it (IPv4-mapped `::ffff:…`, translated `::ffff:0:…`, NAT64 `64:ff9b::…`, 6to4,
 * Teredo): whatever the embedded address, the request could reach the portal's own network.
 * ipaddr.js keeps the registries' ranges, so this is a list lookup, not string parsing.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.parse(address).range() === 'unicast'
}

/** The host of a URL as an IP address, when it is written as one (`[::1]` loses its brackets). */
export function literalAddressOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return ipaddr.isValid(host) ? host : null
}

/** The words for an address the portal will not ask; the field validator and the fetch share them. */
export const NOT_WEB_ADDRESS = 'Please enter a full link starting with https://'
export const ONLY_HTTP = 'Only http and https addresses are read'
export const notPublicAddress = (host: string) => `${host} is not a public address: the portal reads only public hosts, never loopback, private or link-local networks`

/**
 * What is wrong with an address a user or editor asks the server to fetch, as far as it can be
 * told without the network: not a URL, not http(s), or an IP literal inside a private range.
 * Names are not resolved here (DNS answers change): the fetch checks them each time.
 */
export function outboundAddressProblem(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return NOT_WEB_ADDRESS
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return ONLY_HTTP
  const literal = literalAddressOf(url)
  if (literal && !isPublicAddress(literal)) return notPublicAddress(url.hostname)
  return null
}
