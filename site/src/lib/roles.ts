/**
 * The site's view of the portal roles (spec section 6): the CMS list and checks re-exported so
 * the two sides cannot drift, plus what only the site needs — the primary role and which role
 * area the header shows.
 */
import { PORTAL_ROLES, rolesOf } from '@cms/core/contract/roles'

export { hasRole, ROLE_LABELS, SELF_SELECTABLE_ROLES, type Role } from '@cms/core/contract/roles'

type WithRoles = Parameters<typeof rolesOf>[0]

/**
 * Which role names a user first, when one label has to stand for all of them: the spec's order,
 * which is the order of the portal's roles list.
 */
const PRIMARY_ROLE_ORDER = PORTAL_ROLES

export type PrimaryRole = (typeof PRIMARY_ROLE_ORDER)[number]

export function primaryRole(user: WithRoles): PrimaryRole {
  const roles = rolesOf(user)
  return PRIMARY_ROLE_ORDER.find((role) => roles.includes(role)) ?? 'customer'
}

export type HeaderVariant = 'guest' | 'admin' | 'owner' | 'service_company' | 'travel_manager' | 'crew_member' | 'member'

/** The spec 6 table, top row first: a user with several roles gets the first that matches. */
const VARIANT_ORDER = ['admin', 'owner', 'service_company', 'travel_manager', 'crew_member'] as const satisfies readonly HeaderVariant[]

/** The header's role area for a user; `null` or `undefined` is a guest. */
export function headerVariant(user: WithRoles): HeaderVariant {
  if (!user) return 'guest'
  const roles = rolesOf(user)
  return VARIANT_ORDER.find((role) => roles.includes(role)) ?? 'member'
}

/**
 * One entry of the role area. `href` is locale-free (the header localises it); the bell opens
 * the admin's notifications and `logout` signs out, so neither is a plain link.
 */
export type HeaderLink = { kind: 'link'; href: string; labelKey: string } | { kind: 'notifications'; labelKey: string } | { kind: 'logout'; labelKey: string }

export const HEADER_LINKS: Record<HeaderVariant, readonly HeaderLink[]> = {
  guest: [{ kind: 'link', href: '/auth', labelKey: 'nav.login' }],
  admin: [
    { kind: 'notifications', labelKey: 'auth.header.notifications' },
    { kind: 'link', href: '/admin/dashboard', labelKey: 'auth.header.adminDashboard' },
  ],
  owner: [{ kind: 'link', href: '/owner/dashboard', labelKey: 'auth.header.ownerDashboard' }],
  // Service companies take orders rather than make bookings, so the same page gets their word.
  service_company: [
    { kind: 'link', href: '/service-company/dashboard', labelKey: 'auth.header.serviceCompanyDashboard' },
    { kind: 'link', href: '/bookings', labelKey: 'auth.header.orders' },
  ],
  travel_manager: [{ kind: 'link', href: '/travel-manager/dashboard', labelKey: 'auth.header.travelManagerDashboard' }],
  crew_member: [{ kind: 'link', href: '/crew/dashboard', labelKey: 'auth.header.crewDashboard' }],
  // Shown inside a menu labelled auth.header.profileMenu.
  member: [
    { kind: 'link', href: '/account', labelKey: 'auth.header.accountSettings' },
    { kind: 'link', href: '/user/dashboard', labelKey: 'auth.header.personalDashboard' },
    { kind: 'link', href: '/social-club', labelKey: 'auth.header.socialClub' },
    { kind: 'logout', labelKey: 'auth.header.logout' },
  ],
}
