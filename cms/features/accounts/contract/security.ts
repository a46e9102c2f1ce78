/** The admin dashboard's security tab (issue "… the admin dashboard …"). */
import type { AuditEntryView } from '@cms/features/admin/contract/audit'
import { z } from '@cms/core/contract/zodSettings'

const SECURITY_DAYS_DEFAULT = 30

/** GET /api/admin/security?days= */
export const securityQuerySchema = z.strictObject({ days: z.coerce.number().int().min(1).max(366).default(SECURITY_DAYS_DEFAULT) })

/** One day of the lake's calendar: sign-ins that did not succeed (refused ones included), lockout refusals, and other limits' refusals by limit. */
export type SecurityDay = {
  day: string
  signInAttempts: number
  signIns: number
  failedSignIns: number
  lockouts: number
  refusals: number
  refusalsByLimit: Record<string, number>
}

export type SecurityReport = { days: SecurityDay[]; audit: AuditEntryView[] }
