import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import type { Notice } from '@cms/features/notifications'

/** A payment as settling reads it, under its row lock. */
export type LockedPayment = {
  id: number
  state: string
  amount: string
  currency: string
  reference: string
  provider_payment_id: string | null
}

/** What a succeeded payment did to the thing it paid for: took it, extended it, or goes back. */
type SettledAs = 'confirmed' | 'renewed' | 'paid-twice-refunded' | 'late-refunded'

/**
 * A kind of thing the portal takes money for (a booking, a place at an event, a donation, a
 * subscription), as its own feature says it is settled. The payments feature knows no kind: each
 * feature lists its payables in its index, and the config hands them to settlePayment.
 */
export type Payable = {
  /** The payments column naming the paid row (the Payments collection's relationship to it). */
  column: 'booking_id' | 'registration_id' | 'donation_id' | 'subscription_id'
  /**
   * In the payment's transaction, with the payment locked and marked succeeded: takes the money
   * under the paid row's own lock, or says it goes back (it can no longer be paid, or was already).
   */
  settle: (client: PoolClient, payment: LockedPayment & { rowId: number }, context: { providerName: string; savedCard: string | null }) => Promise<SettledAs>
  /** After the commit, when the money was taken: who is told. */
  paid: (payload: Payload, rowId: number, outcome: 'confirmed' | 'renewed') => Promise<void>
  /** After the commit, when the money went back: what the admins are told. */
  refunded: (payment: LockedPayment, rowId: number) => Omit<Notice, 'link'>
}

/** The payables the config registered (payload.config.ts: `custom.payables`, from the features). */
export function payablesOf(payload: Payload): readonly Payable[] {
  return (payload.config.custom as { payables?: Payable[] } | undefined)?.payables ?? []
}
