/**
 * The CMS server: Next.js (Payload's admin and REST API) behind a thin door of our own
 * (scripts/lib/http/cmsDoor.ts), because the CMS's REST API is public in production.
 */
import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { cmsDoor } from './lib/http/cmsDoor'

const port = Number(process.env.CMS_PORT ?? 3000)
const hostname = process.env.HOST ?? '127.0.0.1'

const app = next({ dev: false, dir: path.join(process.env.PORTAL_ROOT ?? process.cwd(), 'cms'), hostname, port })
await app.prepare()
const handle = app.getRequestHandler()
const door = cmsDoor()

const server = http.createServer((req, res) => {
  if (door(req, res)) void handle(req, res)
})
// Loopback load tests and proxies keep connections open; Node's default of 5 s drops them early.
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => console.log(`CMS listening on http://${hostname}:${port}`))

const shutdown = () => {
  server.close(() => void app.close().finally(() => process.exit(0)))
  server.closeIdleConnections()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
