import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Where the embedded PostgreSQL's binaries and data can live when it runs as root.
 *
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user, who must be able to
 * enter every folder above its binaries and its data. A project cloned into a private folder (mode
 * 700, such as `/root` or a `mktemp -d` folder) is closed to that user; then the binaries are copied,
 * once per version, and the data kept, under a shared folder it can reach.
 */

/** The shared folders tried in order: the system's place for services' data, then the temporary folder. */
const SHARED_ROOTS = ['/var/lib/baikal-yachts', path.join(os.tmpdir(), 'baikal-yachts')]

export type UserIds = { uid: number; gid: number }

/** Whether `user` can enter (and read) `target`: asked of the system as that user, so ACLs count too. */
export function reachableBy(user: UserIds, target: string): boolean {
  const probe = spawnSync('/bin/sh', ['-c', 'test -x "$1" && test -r "$1"', 'sh', target], { uid: user.uid, gid: user.gid, stdio: 'ignore' })
  return probe.status === 0
}

/** The first shared folder that can be made and that `user` reaches, or null. */
export function sharedRootFor(user: UserIds): string | null {
  for (const root of SHARED_ROOTS) {
    try {
      fs.mkdirSync(root, { recursive: true, mode: 0o755 })
      fs.chmodSync(root, 0o755)
    } catch {
      continue
    }
    if (reachableBy(user, root)) return root
  }
  return null
}

/** The data folder kept in a shared root for a project's `dataDir`: one per project folder and purpose. */
export function relocatedDataDir(root: string, dataDir: string): string {
  const resolved = path.resolve(dataDir)
  const tag = createHash('sha256').update(resolved).digest('hex').slice(0, 12)
  // Named after the project's folder and the place inside its .data/: clone-postgres-1a2b3c4d5e6f.
  const [project, inside] = resolved.split(`${path.sep}.data${path.sep}`)
  const parts = inside ? [path.basename(project ?? ''), ...inside.split(path.sep)] : [path.basename(path.dirname(resolved)), path.basename(resolved)]
  const name = parts
    .map((part) => part.replace(/^\.+/, ''))
    .filter(Boolean)
    .join('-')
  return path.join(root, 'data', `${name}-${tag}`)
}

/** Removes the shared copy of a throwaway data folder (a test run's), wherever it was kept. */
export function removeRelocatedData(dataDir: string): void {
  for (const root of SHARED_ROOTS) fs.rmSync(relocatedDataDir(root, dataDir), { recursive: true, force: true })
}

/** What to do when no place works: said in full, since the start stops here. */
export function unreachableAdvice(target: string): string {
  return [
    `The embedded PostgreSQL runs as the "postgres" user (PostgreSQL refuses to run as root), and that user cannot enter ${target}.`,
    `No shared folder it can reach could be made either (${SHARED_ROOTS.join(', ')}).`,
    'Any one of these fixes it:',
    '  - run npm start as an ordinary user rather than root;',
    '  - clone the project into a folder other users can enter (for instance /srv/baikal-yachts, mode 755);',
    '  - set DATABASE_URL to a PostgreSQL server of your own.',
  ].join('\n')
}
