import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import type { Member } from '@cms/core/visitor'
import { securityRows } from '../securityCounts'
import type { SecurityDay, SecurityReport } from '@cms/features/accounts/contract/security'
import { auditEntries } from '@cms/features/admin'

/**
 * The last `days` days of sign-ins, lockouts and refusals, every day listed (quiet ones as
 * zeros), and the newest admin actions of the audit log. Only the admin route calls it.
 */
export async function securityReport(visitor: Member, days: number): Promise<SecurityReport> {
  const today = marinaDayOf(new Date())
  const byDay = new Map<string, SecurityDay>()
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const day = addDays(today, -offset)
    byDay.set(day, { day, signInAttempts: 0, signIns: 0, failedSignIns: 0, lockouts: 0, refusals: 0, refusalsByLimit: {} })
  }
  for (const row of await securityRows(visitor.payload, days)) {
    const day = byDay.get(row.day)
    if (!day) continue
    if (row.kind === 'sign-in-attempt') day.signInAttempts += row.count
    else if (row.kind === 'sign-in-success') day.signIns += row.count
    else if (row.kind === 'lockout') day.lockouts += row.count
    else {
      day.refusals += row.count
      day.refusalsByLimit[row.detail] = (day.refusalsByLimit[row.detail] ?? 0) + row.count
    }
  }
  for (const day of byDay.values()) day.failedSignIns = Math.max(0, day.signInAttempts - day.signIns)
  return { days: [...byDay.values()], audit: await auditEntries(visitor, null) }
}
