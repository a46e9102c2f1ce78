import path from 'node:path'

import { startChild, stopChild, waitForLine } from './processes'
import { ROOT_DIR } from './settings'

export type DatabaseProcess = { url: string; stop: () => Promise<void> }

/**
 * Starts an embedded PostgreSQL in a helper process of its own (scripts/database-server.ts) and
 * resolves with its URL once it accepts connections. `stop()` shuts it down.
 */
export async function startDatabaseProcess(options: { dataDir: string; database: string; port?: number }): Promise<DatabaseProcess> {
  const server = startChild(
    'postgres',
    ['--import', 'tsx', path.join(ROOT_DIR, 'scripts', 'database-server.ts')],
    {
      ...process.env,
      EMBEDDED_PG_DIR: options.dataDir,
      EMBEDDED_PG_DATABASE: options.database,
      EMBEDDED_PG_PORT: options.port ? String(options.port) : '',
    },
    { longRunning: false, stoppedBy: 'caller' },
  )
  const url = await waitForLine(server, 'READY ', 60_000)
  return { url, stop: () => stopChild(server, 30_000) }
}
