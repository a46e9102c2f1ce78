import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/**
 * docker-compose.yml cannot be started here (no Docker daemon), so it is held to the Compose
 * specification by Compose's own validation (`docker-compose config`, Debian's docker-compose,
 * which .ci/run installs) and to the code by what it runs.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml')
const composeInstalled = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0
/** The two settings the file insists on. */
const COMPOSE_ENV = { ...process.env, PAYLOAD_SECRET: 'compose-check', S3_SECRET_ACCESS_KEY: 'compose-check' }

// Each Compose check starts Debian's docker-compose (Python): 1–2 s on an idle machine, more while
// the suite's other workers keep both cores busy, so they may take longer than Vitest's default.
const COMPOSE_TIMEOUT = { timeout: 30_000 }

describe('docker-compose.yml', () => {
  // On a developer's machine without docker-compose the check is skipped; CI always has it.
  it.skipIf(!composeInstalled && !process.env.CI)('is valid by the Compose specification', COMPOSE_TIMEOUT, () => {
    const checked = spawnSync('docker-compose', ['-f', COMPOSE_FILE, 'config', '--quiet'], {
      env: COMPOSE_ENV,
      encoding: 'utf8',
    })
    expect(checked.stderr).toBe('')
    expect(checked.status).toBe(0)
    const services = execFileSync('docker-compose', ['-f', COMPOSE_FILE, 'config', '--services'], { env: COMPOSE_ENV, encoding: 'utf8' })
    expect(services.trim().split('\n').sort()).toEqual(['cms', 'cms-2', 'create-bucket', 'minio', 'postgres', 'proxy', 'site-1', 'site-2', 'worker'])
  })

  it.skipIf(!composeInstalled && !process.env.CI)('runs two CMS and two site servers on one bucket, behind a proxy that balances both pairs', COMPOSE_TIMEOUT, () => {
    type Service = { command?: string[]; environment?: Record<string, string>; volumes?: (string | { source?: string; target?: string })[] }
    const resolved = parse(execFileSync('docker-compose', ['-f', COMPOSE_FILE, 'config'], { env: COMPOSE_ENV, encoding: 'utf8' })) as { services: Record<string, Service> }
    const { services } = resolved
    const portalCode = ['cms', 'cms-2', 'worker', 'site-1', 'site-2']
    for (const name of portalCode) {
      expect(services[name]?.environment).toMatchObject({ S3_BUCKET: 'baikal-media', S3_ENDPOINT: 'http://minio:9000', S3_SECRET_ACCESS_KEY: 'compose-check' })
    }
    // Only the first CMS migrates; the pairs run the same commands.
    expect(services.cms?.environment?.PORTAL_RUN_MIGRATIONS).toBeUndefined()
    expect(services['cms-2']?.environment?.PORTAL_RUN_MIGRATIONS).toBe('false')
    expect(services['site-2']?.command).toEqual(services['site-1']?.command)
    expect(services.proxy?.environment).toMatchObject({ SITE_UPSTREAM: 'site-1:4321 site-2:4321', CMS_UPSTREAM: 'cms:3000 cms-2:3000' })
    // No server keeps pictures on its own disk: no media volume anywhere.
    expect(JSON.stringify(Object.values(services).map((service) => service.volumes ?? []))).not.toContain('media')
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
    expect(compose).toContain('create-bucket:\n        condition: service_completed_successfully')
  })

  it('is built by a Dockerfile that installs as CI does', () => {
    const install = /^npm install .*$/m.exec(fs.readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8'))?.[0]
    expect(install).toBeTruthy()
    expect(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')).toContain(`RUN ${install}`)
  })
})
