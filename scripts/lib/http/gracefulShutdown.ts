import type { Server } from 'node:http'

import { stopWhenOrphaned } from '../orphaned'
import type { Health } from './health'

/** Requests under way get this long to finish after SIGTERM; then the process ends regardless. */
const SHUTDOWN_GRACE_MS = 25_000

/**
 * On SIGTERM or SIGINT: `/readyz` answers 503 at once, the server takes no new connection, idle
 * keep-alive connections close, requests under way finish (each connection closes after its
 * answer), then `release` lets go of what the process holds (jobs, the database pool) and the
 * process ends. A request still running after SHUTDOWN_GRACE_MS does not hold the restart up.
 * The same happens when the process that started the server is gone without stopping it (`npm
 * start` killed outright): the server runs in its own process group and would otherwise keep its
 * port and its database connections with no one to stop it.
 */
export function shutDownGracefully(server: Server, { health, release }: { health: Health; release: () => Promise<void> }): void {
  let closing = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    health.drain()
    console.log(`${signal}: finishing the requests under way, then stopping`)
    setTimeout(() => {
      console.error(`Requests still running after ${SHUTDOWN_GRACE_MS / 1000} s; stopping anyway`)
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    server.close(() => {
      release()
        .catch((error: unknown) => console.error('Could not release everything on shutdown', error))
        .finally(() => process.exit(0))
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
  stopWhenOrphaned(() => shutdown('SIGTERM'))
}
