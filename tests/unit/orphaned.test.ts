import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Starts `helper` (module code, given the file to write its pid to once it watches) as the portal starts its servers, under a parent; kills the parent outright; the helper must stop. */
async function stopsWhenItsParentIsKilled(helper: (ready: string) => string) {
  const ready = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'orphaned-')), 'ready')
  const parentScript = `
      const { spawn } = require('node:child_process')
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', ${JSON.stringify(helper(ready))}], { detached: true, stdio: 'ignore' })
      setInterval(() => {}, 1000)`
  const parent = spawn(process.execPath, ['-e', parentScript], { stdio: 'ignore' })
  await expect.poll(() => fs.existsSync(ready) && fs.readFileSync(ready, 'utf8') !== '', { timeout: 15_000 }).toBe(true)
  const helperPid = Number(fs.readFileSync(ready, 'utf8'))
  expect(alive(helperPid)).toBe(true)
  parent.kill('SIGKILL')
  await expect.poll(() => alive(helperPid), { timeout: 10_000 }).toBe(false)
  fs.rmSync(path.dirname(ready), { recursive: true, force: true })
}

describe('stopWhenOrphaned', () => {
  it('stops a helper in its own process group once its parent is killed outright', async () => {
    // A helper as the portal starts its database server (detached, its own process group): it says
    // when it is watching, by writing its pid to `ready`.
    await stopsWhenItsParentIsKilled(
      (ready) =>
        `import fs from 'node:fs'; import { stopWhenOrphaned } from './scripts/lib/orphaned.ts'; stopWhenOrphaned(() => process.exit(0), 50); fs.writeFileSync(${JSON.stringify(ready)}, String(process.pid)); setInterval(() => {}, 1000)`,
    )
  }, 30_000)

  it('stops a server that shuts down gracefully (the CMS, the site) the same way', async () => {
    await stopsWhenItsParentIsKilled(
      (ready) =>
        `import fs from 'node:fs'; import http from 'node:http'; import { health } from './scripts/lib/http/health.ts'; import { shutDownGracefully } from './scripts/lib/http/gracefulShutdown.ts'; const server = http.createServer((req, res) => res.end()); server.listen(0, '127.0.0.1', () => { shutDownGracefully(server, { health: health(async () => null), release: async () => {} }); fs.writeFileSync(${JSON.stringify(ready)}, String(process.pid)) })`,
    )
  }, 30_000)
})
