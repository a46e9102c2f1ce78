import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * docker-compose.yml cannot be started here (no Docker daemon), so it is held to the Compose
 * specification by Compose's own validation (`docker-compose config`, Debian's docker-compose,
 * which .ci/run installs) and to the code by what it runs.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml')
const composeInstalled = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0

describe('docker-compose.yml', () => {
  // On a developer's machine without docker-compose the check is skipped; CI always has it.
  it.skipIf(!composeInstalled && !process.env.CI)('is valid by the Compose specification', () => {
    const checked = spawnSync('docker-compose', ['-f', COMPOSE_FILE, 'config', '--quiet'], {
      env: { ...process.env, PAYLOAD_SECRET: 'compose-check' },
      encoding: 'utf8',
    })
    expect(checked.stderr).toBe('')
    expect(checked.status).toBe(0)
    const services = execFileSync('docker-compose', ['-f', COMPOSE_FILE, 'config', '--services'], { env: { ...process.env, PAYLOAD_SECRET: 'compose-check' }, encoding: 'utf8' })
    expect(services.trim().split('\n').sort()).toEqual(['cms', 'postgres', 'proxy', 'site', 'worker'])
  })

  it('runs only npm scripts the project has, and probes the servers where they answer', () => {
    const compose = fs.readFileSync(COMPOSE_FILE, 'utf8')
    const scripts = Object.keys((JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts)
    const commands = [...compose.matchAll(/\["npm", "run", "([^"]+)"\]/g)].map((match) => match[1])
    expect(commands.sort()).toEqual(['serve:cms', 'serve:site', 'worker'])
    for (const command of commands) expect(scripts).toContain(command)
    expect(compose).toContain("fetch('http://127.0.0.1:3000/readyz')")
    expect(compose).toContain("fetch('http://127.0.0.1:4321/readyz')")
    // The proxy is the Caddyfile the proxy's end-to-end test runs, over the builds' volume.
    expect(compose).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro')
    expect(compose).toContain('site:/srv/site:ro')
  })

  it('is built by a Dockerfile that installs as CI does', () => {
    const install = /^npm install .*$/m.exec(fs.readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8'))?.[0]
    expect(install).toBeTruthy()
    expect(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')).toContain(`RUN ${install}`)
  })
})
