import type { CollectionAfterChangeHook } from 'payload'

import { recordAudit } from '@cms/features/admin'
import type { User } from '@cms/payload-types'

const sameRoles = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && [...a].sort().join() === [...b].sort().join()

/** Role changes, locks and unlocks, and confirmation changes made to an account go into the audit log. */
export const auditAdminChanges: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const who = `${doc.firstName} ${doc.lastName} <${doc.email}>`
  if (!sameRoles(previousDoc.roles ?? [], doc.roles ?? [])) {
    await recordAudit(req, {
      action: 'roles-changed',
      targetUser: doc.id,
      summary: `${who}: ${(previousDoc.roles ?? []).join(', ')} → ${(doc.roles ?? []).join(', ')}`,
      details: { before: previousDoc.roles ?? [], after: doc.roles ?? [] },
    })
  }
  if (Boolean(previousDoc.locked) !== Boolean(doc.locked)) {
    await recordAudit(req, { action: doc.locked ? 'account-locked' : 'account-unlocked', targetUser: doc.id, summary: who })
  }
  if (Boolean(previousDoc.emailVerified) !== Boolean(doc.emailVerified) && req.user && req.user.id !== doc.id) {
    await recordAudit(req, {
      action: 'email-verified-changed',
      targetUser: doc.id,
      summary: `${who}: ${doc.emailVerified ? 'confirmed' : 'unconfirmed'}`,
      details: { emailVerified: Boolean(doc.emailVerified) },
    })
  }
  return doc
}
