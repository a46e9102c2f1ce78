import type { User, UserPhoto } from '../payload-types'

/**
 * The user as the portal API shows it (spec section 3), never with Payload's internals (hash,
 * salt, sessions, lockout counters). Shared by the CMS endpoints and the site's API.
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
  createdAt: string
}

/** `mediaOrigin` makes the photo's address absolute: the site shows it from another origin. */
export function toPortalUser(user: User, mediaOrigin: string): PortalUser {
  const photo: UserPhoto | null = user.photo && typeof user.photo === 'object' ? user.photo : null
  const photoPath = photo?.sizes?.avatar?.url || photo?.url || null
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? null,
    brandName: user.brandName ?? null,
    photoUrl: photoPath ? (photoPath.startsWith('http') ? photoPath : `${mediaOrigin.replace(/\/$/, '')}${photoPath}`) : null,
    roles: Array.isArray(user.roles) ? [...user.roles] : [],
    emailVerified: user.emailVerified === true,
    createdAt: user.createdAt,
  }
}
