import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

import { freePort } from './postgres'
import { waitForUrl } from './processes'
import { ROOT_DIR } from './settings'

export type RunningProxy = { url: string; stop: () => void }

/** Whether Caddy is on the PATH (Debian's `caddy` package). */
export const caddyInstalled = () => spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0

/**
 * docker-compose's proxy (deploy/Caddyfile, with Caddy from the PATH) on a free loopback port, in
 * front of running site servers (one or more, balanced as compose's pair is) and serving
 * `dataDir`'s live build: for the proxy's tests and the benchmarks that compare it with the site
 * server.
 */
export async function startProxy({ siteUrl, dataDir }: { siteUrl: string | readonly string[]; dataDir: string }): Promise<RunningProxy> {
  const sites = typeof siteUrl === 'string' ? [siteUrl] : siteUrl
  const port = await freePort()
  const child = spawn('caddy', ['run', '--config', path.join(ROOT_DIR, 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      SITE_ADDRESS: `http://127.0.0.1:${port}`,
      SITE_ROOT: path.join(dataDir, 'site', 'current', 'client'),
      MEDIA_ROOT: path.join(dataDir, 'media'),
      SITE_UPSTREAM: sites.map((url) => new URL(url).host).join(' '),
      CMS_ADDRESS: `http://127.0.0.1:${await freePort()}`,
      // No CMS behind this one: only the site's address is used.
      CMS_UPSTREAM: '127.0.0.1:9',
    },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  const stop = () => {
    child.kill()
  }
  try {
    await waitForUrl(`${url}/`, 20_000)
  } catch (error) {
    stop()
    throw error
  }
  return { url, stop }
}
