/**
 * The admin dashboard's users tab (issue "… the admin dashboard …"): the search, the account as
 * an admin sees it, and the changes an admin may make.
 */
import type { PortalUser } from '@cms/features/accounts/contract/portalUser'
import { ROLES } from '@cms/core/contract/roles'
import { z } from '@cms/core/contract/zodSettings'

export const ADMIN_USERS_PAGE_SIZE = 20

export type AdminUserView = PortalUser & { locked: boolean }

export type AdminUserPage = { docs: AdminUserView[]; totalDocs: number; page: number; totalPages: number }

/** GET /api/admin/users?q=&page= */
export const adminUserSearchSchema = z.strictObject({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** PATCH /api/admin/users/{id}: any of the three; the collection's rules still apply. */
export const adminUserUpdateSchema = z
  .strictObject({
    roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length).optional(),
    locked: z.boolean().optional(),
    emailVerified: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' })
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>
