import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

/**
 * Runs `work` in a transaction of its own on one pooled connection, outside any request's: it
 * commits when `work` returns, rolls back when it throws, and gives the connection back either way.
 */
export async function inPoolTransaction<T>(payload: Payload, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await payload.db.pool.connect()
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
