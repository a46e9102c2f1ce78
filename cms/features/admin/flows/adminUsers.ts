import type { Where } from 'payload'

import { visitorRequest, type Member } from '@cms/core/visitor'
import { ADMIN_USERS_PAGE_SIZE, type AdminUserPage, type AdminUserUpdate, type AdminUserView } from '../contract/adminUsers'
import type { AuditEntryView } from '../contract/audit'
import { toPortalUser } from '@cms/features/accounts/contract/portalUser'
import type { AuditLog, User } from '@cms/payload-types'

export const toAdminUserView = (user: User): AdminUserView => ({ ...toPortalUser(user), locked: user.locked === true })

/*
 * Each call runs as the admin (overrideAccess: false): the users collection's access, field
 * access and hooks decide, as they do for the CMS's REST API.
 */

/** Accounts whose name, email or brand contains the words, newest first. */
export async function searchUsers(visitor: Member, { q, page }: { q: string; page: number }): Promise<AdminUserPage> {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5)
  const where: Where = words.length ? { and: words.map((word) => ({ or: ['email', 'firstName', 'lastName', 'brandName'].map((field) => ({ [field]: { like: word } })) })) } : {}
  const found = await visitor.payload.find({
    collection: 'users',
    where,
    sort: '-createdAt',
    page,
    limit: ADMIN_USERS_PAGE_SIZE,
    depth: 0,
    req: await visitorRequest(visitor),
    overrideAccess: false,
  })
  return { docs: found.docs.map(toAdminUserView), totalDocs: found.totalDocs, page: found.page ?? page, totalPages: found.totalPages }
}

/** Changes an account's roles, lock or confirmation; null when there is no such account. */
export async function updateUser(visitor: Member, id: number, change: AdminUserUpdate): Promise<AdminUserView | null> {
  try {
    return toAdminUserView(await visitor.payload.update({ collection: 'users', id, data: change, depth: 0, req: await visitorRequest(visitor), overrideAccess: false }))
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return null
    throw error
  }
}

/** The newest audit entries, of one account when `userId` is given. */
export async function auditEntries(visitor: Member, userId: number | null): Promise<AuditEntryView[]> {
  const found = await visitor.payload.find({
    collection: 'audit-log',
    where: userId ? { targetUser: { equals: userId } } : {},
    sort: '-createdAt',
    limit: 50,
    depth: 1,
    req: await visitorRequest(visitor),
    overrideAccess: false,
  })
  return found.docs.map((entry: AuditLog) => {
    const actor = typeof entry.actor === 'object' && entry.actor ? entry.actor : null
    const target = typeof entry.targetUser === 'object' && entry.targetUser ? entry.targetUser.id : (entry.targetUser ?? null)
    return {
      id: entry.id,
      action: entry.action,
      actorId: actor?.id ?? (typeof entry.actor === 'number' ? entry.actor : null),
      actorName: actor ? `${actor.firstName} ${actor.lastName}` : null,
      targetUserId: target,
      summary: entry.summary,
      createdAt: entry.createdAt,
    }
  })
}
