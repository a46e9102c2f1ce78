import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/** Runs several Local API calls on `req` as one database transaction: all of them happen, or none. */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const owned = await initTransaction(req)
  try {
    const result = await work()
    if (owned) await commitTransaction(req)
    return result
  } catch (error) {
    if (owned) await killTransaction(req)
    throw error
  }
}
