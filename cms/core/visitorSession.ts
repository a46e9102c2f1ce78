import { createSecretKey, type KeyObject } from 'node:crypto'

import { jwtVerify } from 'jose'
import { JWT_AUTH_VERSION, type Payload } from 'payload'

import type { BookingService } from '@cms/features/bookings/contract/bookings'
import type { Role } from '@cms/core/contract/roles'
import { classifyError } from '@cms/core/errors/classifyError'

/**
 * Who a visitor of the site is, from their session token: the check every portal call makes, so
 * it reads only what "who is this, and is the session still open" needs.
 *
 * It asks exactly what Payload's own JWT strategy asks (a token signed with Payload's secret, of
 * Payload's auth version, for the users collection, whose session id is among the account's
 * sessions) and also that the session has not expired; but in one indexed query instead of
 * loading the whole account with its relations. Logout, a password change, a reset and a deleted
 * account remove the session row, so each ends access at once. A failing database is not an
 * invalid session: `BackendUnavailable` is thrown, never "signed out".
 */
export type SessionUser = {
  collection: 'users'
  id: number
  email: string
  firstName: string
  lastName: string
  phone: string | null
  brandName: string | null
  roles: Role[]
  /** A service company's services (its orders' read access and decisions read them). */
  providedServices: BookingService[]
  /** Whether an admin has approved it as a service company (it takes orders only then). */
  serviceCompanyApproved: boolean
  emailVerified: boolean
  publicProfile: boolean
  photo: number | null
  createdAt: string
  /** The session this request runs in (Payload keeps it on `req.user` as `_sid` too). */
  _sid: string
  _strategy: 'local-jwt'
}

class BackendUnavailable extends Error {
  override name = 'BackendUnavailable'
}

type Row = {
  id: number
  email: string
  first_name: string
  last_name: string
  phone: string | null
  brand_name: string | null
  email_verified: boolean | null
  public_profile: boolean | null
  photo_id: number | null
  created_at: Date
  roles: Role[] | null
  provided_services: BookingService[] | null
  service_company_approved: boolean | null
}

// Prepared once per connection (the statement's name), then a single index lookup per call.
const SESSION_QUERY = {
  name: 'portal-visitor-session',
  text: `SELECT u.id, u.email, u.first_name, u.last_name, u.phone, u.brand_name, u.email_verified, u.public_profile,
                u.photo_id, u.created_at, u.service_company_approved,
                ARRAY(SELECT r.value::text FROM users_roles r WHERE r.parent_id = u.id ORDER BY r."order") AS roles,
                ARRAY(SELECT p.value::text FROM users_provided_services p WHERE p.parent_id = u.id ORDER BY p."order") AS provided_services
           FROM users_sessions s
           JOIN users u ON u.id = s._parent_id
          WHERE s.id = $1 AND s._parent_id = $2 AND s.expires_at > now()`,
}

type Claims = { id: number; sid: string }

/** Payload's secret as a key, made once rather than on every check (jose would make it each time). */
let signingKey: { secret: string; key: KeyObject } | null = null
function keyOf(secret: string): KeyObject {
  if (signingKey?.secret !== secret) signingKey = { secret, key: createSecretKey(Buffer.from(secret)) }
  return signingKey.key
}

async function claimsOf(payload: Payload, token: string): Promise<Claims | null> {
  try {
    const { payload: claims, protectedHeader } = await jwtVerify(token, keyOf(payload.secret), { algorithms: ['HS256'] })
    if (protectedHeader.authVersion !== JWT_AUTH_VERSION) return null
    const { id, sid, collection } = claims as { id?: unknown; sid?: unknown; collection?: unknown }
    if (collection !== 'users' || typeof id !== 'number' || !Number.isSafeInteger(id) || typeof sid !== 'string') return null
    return { id, sid }
  } catch {
    return null
  }
}

/** The signed-in user of a session token, or null when the token or its session is not valid. */
export async function sessionUser(payload: Payload, token: string | null | undefined): Promise<SessionUser | null> {
  if (!token) return null
  const claims = await claimsOf(payload, token)
  if (!claims) return null
  let rows: Row[]
  try {
    rows = (await payload.db.pool.query<Row>({ ...SESSION_QUERY, values: [claims.sid, claims.id] })).rows
  } catch (error) {
    if (classifyError(error) === 'unavailable') throw new BackendUnavailable('The session could not be checked', { cause: error })
    throw error
  }
  const row = rows[0]
  if (!row) return null
  return {
    collection: 'users',
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    brandName: row.brand_name,
    roles: row.roles ?? [],
    providedServices: row.provided_services ?? [],
    serviceCompanyApproved: row.service_company_approved === true,
    emailVerified: row.email_verified === true,
    publicProfile: row.public_profile === true,
    photo: row.photo_id,
    createdAt: row.created_at.toISOString(),
    _sid: claims.sid,
    _strategy: 'local-jwt',
  }
}
