import type { Feature } from '@cms/core/feature'

import { EmailOutbox } from './collections/EmailOutbox'
import { AuditLog } from './collections/AuditLog'
import { pruneRecordsTask } from './jobs/pruneRecordsTask'

/** What admins watch and keep: the mail sent, the audit log, and the nightly clean-up. */
export const adminFeature: Feature = {
  collections: [EmailOutbox, AuditLog],
  tasks: [pruneRecordsTask],
}

// What other features use: they import this feature only from here.
export { auditEntries } from './flows/adminUsers'
export { recordAudit } from './recordAudit'
