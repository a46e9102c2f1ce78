import type { CancellationPolicy } from './contract/bookings'
import { REFUND_TIERS } from '@cms/features/payments/contract/payments'

/** Whole days from `today` to the charter's first day (both marina days): 0 on the day itself. */
export function daysBeforeStart(today: string, startDate: string): number {
  return Math.round((Date.parse(`${startDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
}

/**
 * What a customer's own cancellation gives back of what they paid, under the yacht's policy:
 * the share of the first tier whose notice they gave, in whole currency units (rounded down, so
 * the refund never exceeds the policy).
 */
export function customerRefund(policy: CancellationPolicy, paid: number, today: string, startDate: string): { percent: number; amount: number } {
  const notice = daysBeforeStart(today, startDate)
  const percent = REFUND_TIERS[policy].find((tier) => notice >= tier.daysBefore)?.percent ?? 0
  return { percent, amount: Math.floor((paid * percent) / 100) }
}
