import fs from 'node:fs'
import path from 'node:path'

import { ROOT_DIR } from './settings'

/** The committed migrations' names, from their files (cms/migrations/<name>.ts), in order. */
export function committedMigrations(): string[] {
  const dir = path.join(ROOT_DIR, 'cms', 'migrations')
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.slice(0, -'.ts'.length))
    .sort()
}
