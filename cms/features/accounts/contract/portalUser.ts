/**
 * The user as the portal API shows it (spec section 3), never with Payload's internals (hash,
 * salt, sessions). The photo is private (only the member, admins, and everyone once the member
 * opts into a public profile), so it is served by the portal API itself, which checks who asks.
 */
export type PortalUser = {
  id: number
  firstName: string
  lastName: string
  email: string
  phone: string | null
  brandName: string | null
  photoUrl: string | null
  roles: string[]
  emailVerified: boolean
  publicProfile: boolean
  createdAt: string
}

/** Where the portal API serves a profile photo; a new photo has a new id, so the address never goes stale. */
export const photoPath = (photoId: number) => `/api/photos/${photoId}`

/** What a user record must hold to be shown: a session's user, or a document read at any depth. */
export type UserLike = {
  id: number
  firstName: string
  lastName: string
  email: string
  phone?: string | null
  brandName?: string | null
  photo?: number | { id: number } | null
  roles?: readonly string[] | null
  emailVerified?: boolean | null
  publicProfile?: boolean | null
  createdAt: string
}

export function toPortalUser(user: UserLike): PortalUser {
  const photoId = typeof user.photo === 'object' && user.photo ? user.photo.id : (user.photo ?? null)
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? null,
    brandName: user.brandName ?? null,
    photoUrl: photoId === null ? null : photoPath(photoId),
    roles: Array.isArray(user.roles) ? [...user.roles] : [],
    emailVerified: user.emailVerified === true,
    publicProfile: user.publicProfile === true,
    createdAt: user.createdAt,
  }
}
