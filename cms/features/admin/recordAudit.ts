import type { PayloadRequest } from 'payload'

import type { AuditAction } from './contract/audit'

/**
 * Appends one entry to the audit log, in the request's transaction: the entry and the change it
 * records commit or roll back together. Written past access: no API caller may write the log.
 */
export async function recordAudit(
  req: PayloadRequest,
  entry: { action: AuditAction; targetUser?: number | null; summary: string; details?: Record<string, unknown> },
): Promise<void> {
  await req.payload.create({
    collection: 'audit-log',
    data: { actor: req.user?.id ?? null, action: entry.action, targetUser: entry.targetUser ?? null, summary: entry.summary.slice(0, 500), details: entry.details ?? {} },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
