import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { APIContext } from 'astro'
import type { Payload } from 'payload'

import * as webhook from '@site/pages/api/payments/webhook/[provider]'

/**
 * The portal's payment webhook route behind a real HTTP server on a free port, where the test
 * gateway posts its signed callbacks. `url` is the test gateway's webhook address.
 */
export async function startWebhookServer(payload: Payload): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const url = new URL(incoming.url ?? '/', 'http://portal.test')
    const request = new Request(url, { method: incoming.method, headers: incoming.headers as Record<string, string>, body: Buffer.concat(chunks) })
    const provider = url.pathname.split('/').pop() ?? ''
    const context = { request, url, params: { provider }, locals: { payload, clientAddress: '127.0.0.1' } } as unknown as APIContext
    const response = await webhook.POST(context)
    outgoing.writeHead(response.status, { 'content-type': 'application/json' })
    outgoing.end(await response.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook/test-gateway`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
