import { lookup } from 'node:dns'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'

import { isPublicAddress, literalAddressOf, NOT_WEB_ADDRESS, notPublicAddress, ONLY_HTTP } from './publicAddress'

/** A request the portal would not make, or an answer it could not use. The message says which. */
export class OutboundRequestFailed extends Error {
  override name = 'OutboundRequestFailed'
}

export type OutboundLimits = {
  /** The whole exchange, connection to last byte. */
  timeoutMs: number
  maxBytes: number
  accept: string
  /** Lifts the address rule (tests' loopback servers, feeds inside a deployment's own network). */
  allowPrivateHosts?: boolean
}

/** `OUTBOUND_PRIVATE_HOSTS=allow`: the deployment's own network may be asked (see .env.example). */
const privateHostsAllowed = () => process.env.OUTBOUND_PRIVATE_HOSTS === 'allow'

/**
 * Resolves a name and hands the socket only addresses that passed the check, so the connection goes
 * to the address that was checked: no second lookup for a DNS answer to change in between. A name
 * with any internal address is refused whole, as a rebinding attacker would mix them.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0)
    if (addresses.length === 0 || addresses.some(({ address }) => !isPublicAddress(address))) {
      return callback(new OutboundRequestFailed(notPublicAddress(hostname)), '', 0)
    }
    if (options.all) return callback(null, addresses)
    const [first] = addresses as [(typeof addresses)[number]]
    callback(null, first.address, first.family)
  })
}

/**
 * GETs an address a user or editor chose (an owner's calendar feed, and any later feed or webhook)
 * from a public host only: http(s), the host checked after resolution (IP literals before
 * connecting, names in the socket's own lookup), no redirects followed, at most `timeoutMs` and
 * `maxBytes`. Returns the body as text.
 */
export async function fetchFromPublicHost(address: string, limits: OutboundLimits): Promise<string> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new OutboundRequestFailed(NOT_WEB_ADDRESS)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundRequestFailed(ONLY_HTTP)
  const allowPrivate = limits.allowPrivateHosts ?? privateHostsAllowed()
  const literal = literalAddressOf(url)
  // A socket given an IP literal never calls its lookup, so literals are checked here.
  if (literal && !allowPrivate && !isPublicAddress(literal)) throw new OutboundRequestFailed(notPublicAddress(url.hostname))

  const signal = AbortSignal.timeout(limits.timeoutMs)
  const client = url.protocol === 'https:' ? https : http
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    // A fresh socket each time (agent: false): a kept-alive one from the shared pool was connected
    // without this lookup, so reusing it would skip the check.
    const request = client.get(url, { agent: false, signal, headers: { accept: limits.accept }, ...(allowPrivate ? {} : { lookup: publicOnlyLookup }) }, resolve)
    request.on('error', (error) => reject(error instanceof OutboundRequestFailed ? error : readFailed(error, signal)))
  })
  try {
    const status = response.statusCode ?? 0
    // Redirects are not followed: the next address would escape the check above.
    if (status < 200 || status > 299) throw new OutboundRequestFailed(`The address answered ${status}`)
    if (Number(response.headers['content-length']) > limits.maxBytes) throw tooLarge(limits.maxBytes)
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.byteLength
      if (size > limits.maxBytes) throw tooLarge(limits.maxBytes)
      chunks.push(chunk)
    }
    return Buffer.concat(chunks).toString('utf8')
  } catch (error) {
    throw error instanceof OutboundRequestFailed ? error : readFailed(error, signal)
  } finally {
    response.destroy()
  }
}

const tooLarge = (maxBytes: number) => new OutboundRequestFailed(`The answer is larger than ${Math.round(maxBytes / 1_000_000)} MB`)

function readFailed(error: unknown, signal: AbortSignal): OutboundRequestFailed {
  if (signal.aborted) return new OutboundRequestFailed('The address did not answer in time')
  return new OutboundRequestFailed(`The address could not be read: ${String(error).slice(0, 200)}`)
}
