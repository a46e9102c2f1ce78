/**
 * The portal's roles (spec section 6) plus `editor`, the CMS content staff. One list, so the
 * select options, access predicates and the site's role helpers cannot drift apart.
 */
export const PORTAL_ROLES = ['admin', 'owner', 'travel_manager', 'captain', 'crew_member', 'service_company', 'traveler', 'customer'] as const

export const ROLES = [...PORTAL_ROLES, 'editor'] as const
export type Role = (typeof ROLES)[number]

/** Roles a visitor may choose for themselves at registration (spec section 6). */
export const SELF_SELECTABLE_ROLES: readonly Role[] = ['customer', 'owner', 'travel_manager', 'traveler', 'captain', 'crew_member', 'service_company']

/** Roles only an admin can grant. */
const PRIVILEGED_ROLES: readonly Role[] = ['admin', 'editor']

export function isPrivilegedRole(role: string): boolean {
  return (PRIVILEGED_ROLES as readonly string[]).includes(role)
}

export const ROLE_LABELS: Record<Role, { ru: string; en: string }> = {
  admin: { ru: 'Администратор', en: 'Administrator' },
  owner: { ru: 'Владелец яхты', en: 'Yacht owner' },
  travel_manager: { ru: 'Тревел-менеджер', en: 'Travel manager' },
  captain: { ru: 'Капитан', en: 'Captain' },
  crew_member: { ru: 'Член экипажа', en: 'Crew member' },
  service_company: { ru: 'Сервисная компания', en: 'Service company' },
  traveler: { ru: 'Путешественник', en: 'Traveler' },
  customer: { ru: 'Клиент', en: 'Customer' },
  editor: { ru: 'Редактор', en: 'Editor' },
}

type WithRoles = { roles?: readonly string[] | string | null } | null | undefined

/**
 * True when the user holds the role. Roles may arrive as a list or as a JSON string holding a
 * list (spec section 6); anything else counts as no roles.
 */
export function hasRole(user: WithRoles, role: Role): boolean {
  return rolesOf(user).includes(role)
}

export function rolesOf(user: WithRoles): string[] {
  const roles = user?.roles
  if (Array.isArray(roles)) return roles.filter((r): r is string => typeof r === 'string')
  if (typeof roles === 'string') {
    try {
      const parsed: unknown = JSON.parse(roles)
      return Array.isArray(parsed) ? parsed.filter((r): r is string => typeof r === 'string') : []
    } catch {
      return []
    }
  }
  return []
}
