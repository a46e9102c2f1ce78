import type { Language } from '@cms/core/contract/language'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import type { User } from '@cms/payload-types'
import { VISITOR_ADDRESS } from './visitorAddress'
import type { SessionUser } from './visitorSession'

/**
 * The person a portal call is made for: the site server's routes build one per request. Every
 * Local API call a flow makes for them runs as them (`user`, `overrideAccess: false`), with
 * their address in the context for the collections' per-visitor limits.
 */
export type Visitor = {
  payload: Payload
  /** The client's address as the site server worked it out (TRUSTED_PROXIES, else the socket). */
  address: string
  user: SessionUser | null
  language: Language
}

/** A signed-in visitor: what every member's flow is called with. */
export type Member = Visitor & { user: SessionUser }

/** The Payload request a flow's calls share (and its transaction, when it opens one). */
export function visitorRequest(visitor: Visitor, context: Record<string, unknown> = {}): Promise<PayloadRequest> {
  // The session's user carries every field the collections' access rules and hooks read (id,
  // roles, emailVerified, email, names); Payload types `req.user` as the full document.
  const user = (visitor.user ?? undefined) as unknown as User | undefined
  return createLocalReq({ user, context: { [VISITOR_ADDRESS]: visitor.address, ...context } }, visitor.payload)
}
