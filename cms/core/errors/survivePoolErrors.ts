import type { Payload } from 'payload'

/**
 * When the database goes away, the driver reports each idle connection's failure on the pool;
 * with no one listening, Node ends the process. Logged instead: the pool opens new connections
 * once the database is back, and requests meanwhile answer 503 (cms/core/errors/classifyError.ts).
 */
export function survivePoolErrors(payload: Payload): void {
  payload.db.pool.on('error', (error) => payload.logger.warn({ msg: `PostgreSQL connection lost: ${error.message}` }))
}
