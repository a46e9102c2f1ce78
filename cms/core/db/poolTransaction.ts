import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

/**
 * Runs `work` in a transaction of its own on one pooled connection, outside any request's: it
 * commits when `work` returns, rolls back when it throws, and gives the connection back either way.
 */
export function inPoolTransaction<T>(payload: Payload, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return inTransactionOn(payload.db.pool, work)
}

/** The same on any pool: a script's own, where no Payload runs. */
export async function inTransactionOn<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
