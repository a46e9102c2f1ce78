/**
 * The CMS server: Next.js (Payload's admin and REST API) behind a thin door of our own
 * (scripts/lib/http/cmsDoor.ts), because the CMS's REST API is public in production.
 */
import http from 'node:http'
import path from 'node:path'

import next from 'next'
import pg from 'pg'

import { cmsDoor } from './lib/http/cmsDoor'
import { shutDownGracefully } from './lib/http/gracefulShutdown'
import { databaseAnswers, health } from './lib/http/health'

const port = Number(process.env.CMS_PORT ?? 3000)
const hostname = process.env.HOST ?? '127.0.0.1'

const app = next({ dev: false, dir: path.join(process.env.PORTAL_ROOT ?? process.cwd(), 'cms'), hostname, port })
await app.prepare()
const handle = app.getRequestHandler()
const door = cmsDoor()
// Payload's own pool lives inside Next's bundle; readiness asks the database on a connection of its own.
const probePool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, connectionTimeoutMillis: 1_500, idleTimeoutMillis: 30_000 })
probePool.on('error', () => {})
const probes = health(databaseAnswers(probePool))

const server = http.createServer((req, res) => {
  if (probes.handle(req, res)) return
  if (door(req, res)) void handle(req, res)
})
// Loopback load tests and proxies keep connections open; Node's default of 5 s drops them early.
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => console.log(`CMS listening on http://${hostname}:${port}`))

shutDownGracefully(server, { health: probes, release: async () => Promise.all([app.close(), probePool.end()]).then(() => undefined) })
