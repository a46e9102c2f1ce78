import type { PayloadRequest } from 'payload'

/**
 * The drizzle handle of the transaction the Local API opened for `req` (or the pool's, outside
 * one), for the few statements Payload has no call for: row locks and conditional updates that
 * must commit or roll back with the change around them.
 */
export async function executorFor(req: PayloadRequest) {
  const adapter = req.payload.db
  const transaction = req.transactionID ? await req.transactionID : undefined
  // Payload keeps each open transaction's drizzle handle in `sessions`, typed loosely.
  const session = transaction !== undefined ? (adapter.sessions?.[String(transaction)]?.db as typeof adapter.drizzle | undefined) : undefined
  return session ?? adapter.drizzle
}
