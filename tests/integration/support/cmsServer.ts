import config from '@payload-config'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleEndpoints } from 'payload'

import { cmsDoor } from '@scripts/lib/http/cmsDoor'

/**
 * The CMS's REST API (built-in and custom endpoints, exactly as Next serves them) on a loopback
 * port, behind the same door as the CMS server (scripts/lib/http/cmsDoor.ts), without Next. The
 * loopback hop is trusted as a proxy, so a test names its visitor with X-Forwarded-For.
 */
export async function startCmsServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const door = cmsDoor('loopback')
  const server = http.createServer(async (incoming, outgoing) => {
    if (!door(incoming, outgoing)) return
    const chunks: Buffer[] = []
    try {
      for await (const chunk of incoming) chunks.push(chunk as Buffer)
    } catch {
      return
    }
    if (outgoing.headersSent) return
    const body = chunks.length ? Buffer.concat(chunks) : undefined
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    }
    const request = new Request(`http://127.0.0.1${incoming.url ?? '/'}`, {
      method: incoming.method,
      headers,
      body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : body,
    })
    try {
      const response = await handleEndpoints({ config, request })
      outgoing.statusCode = response.status
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') outgoing.setHeader(name, value)
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) outgoing.setHeader('set-cookie', cookies)
      outgoing.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      outgoing.statusCode = 599
      outgoing.end(String(error))
    }
  })
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
