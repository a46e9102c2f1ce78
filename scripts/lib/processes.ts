import { type ChildProcess, spawn } from 'node:child_process'
import { setTimeout } from 'node:timers/promises'

import { ROOT_DIR } from './settings'

const children = new Set<ChildProcess>()
let stopRequested = false
const unexpectedExits: ((name: string) => void)[] = []

/** Resolves with the name of the first long-running child that exits without being asked to. */
export function childExited(): Promise<string> {
  return new Promise((resolve) => unexpectedExits.push(resolve))
}

/**
 * Starts a long-running child on the project's Node (process.execPath), its output prefixed with
 * its name. The child is the server itself, not a wrapper, so stopping it stops the server.
 */
export function startChild(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  /** `longRunning`: its exit is reported by childExited(); `stoppedBy: 'caller'`: stopChildren() leaves it alone. */
  { longRunning = true, stoppedBy = 'stopChildren' }: { longRunning?: boolean; stoppedBy?: 'stopChildren' | 'caller' } = {},
): ChildProcess {
  // Its own process group: Ctrl-C reaches only the orchestrator, which stops children in order.
  const child = spawn(process.execPath, args, { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const prefix = `\x1b[35m[${name}]\x1b[0m `
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`${prefix}${line}\n`)
  }
  child.stdout?.on('data', forward(process.stdout))
  child.stderr?.on('data', forward(process.stderr))
  if (stoppedBy === 'stopChildren') children.add(child)
  child.on('exit', () => {
    children.delete(child)
    if (longRunning && !stopRequested) for (const notify of unexpectedExits.splice(0)) notify(name)
  })
  return child
}

/** Runs a command to completion on the project's Node; rejects with its exit code. */
export function runToCompletion(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = startChild(name, args, env, { longRunning: false })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${name} failed (${signal ?? `exit code ${code}`})`))))
  })
}

/** Asks every child to stop, and kills those that have not within the grace period. */
export async function stopChildren(graceMs = 10_000): Promise<void> {
  stopRequested = true
  const running = [...children].filter((child) => child.exitCode === null && child.signalCode === null)
  await Promise.all(running.map((child) => stopChild(child, graceMs)))
}

export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  // The grace timer is cancelled once the child exits: a pending one would hold the caller's
  // process open for the rest of the grace period (vitest waited 10 s for it after every run).
  const grace = new AbortController()
  const timedOut = setTimeout(graceMs, 'timeout' as const, { signal: grace.signal }).catch(() => 'exited' as const)
  const outcome = await Promise.race([exited.then(() => 'exited' as const), timedOut])
  grace.abort()
  if (outcome === 'timeout') child.kill('SIGKILL')
}

/** Waits for a child to print a line starting with `prefix`; resolves with the rest of it. */
export function waitForLine(child: ChildProcess, prefix: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = globalThis.setTimeout(() => reject(new Error(`no "${prefix}" within ${timeoutMs} ms`)), timeoutMs)
    child.stdout?.on('data', (chunk: Buffer) => {
      const line = chunk
        .toString()
        .split('\n')
        .find((l) => l.startsWith(prefix))
      if (line) {
        clearTimeout(timer)
        resolve(line.slice(prefix.length).trim())
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`exited with code ${code} before printing "${prefix}"`))
    })
  })
}

/** Waits until a URL answers with a status below 500, or fails after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs: number, watched?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (watched && watched.exitCode !== null) throw new Error(`The server for ${url} exited with code ${watched.exitCode}`)
    try {
      const res = await fetch(url, { redirect: 'manual' })
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await setTimeout(200)
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`)
}
