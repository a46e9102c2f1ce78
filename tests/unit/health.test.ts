import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { databaseAnswers, health, type ReadinessCheck } from '@scripts/lib/http/health'

/** A server answering its probes with `check`, and 204 for anything else. */
async function serverWith(check: ReadinessCheck, timeoutMs?: number) {
  const probes = health(check, { timeoutMs })
  const server = http.createServer((req, res) => {
    if (probes.handle(req, res)) return
    res.writeHead(204)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  servers.push(server)
  return { url, probes }
}
const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

const read = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init)
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, string>) : {}, cache: response.headers.get('cache-control') }
}

describe('health and readiness probes', () => {
  it('answers /healthz while alive and /readyz by the check, uncached; other paths are the server’s', async () => {
    let problem: string | null = null
    const { url } = await serverWith(async () => problem)
    expect(await read(`${url}/healthz`)).toEqual({ status: 200, body: { status: 'alive' }, cache: 'no-store' })
    expect(await read(`${url}/readyz`)).toEqual({ status: 200, body: { status: 'ready' }, cache: 'no-store' })
    problem = 'the database does not answer'
    expect(await read(`${url}/readyz?verbose=1`)).toMatchObject({ status: 503, body: { status: 'unready', reason: 'the database does not answer' } })
    expect((await read(`${url}/healthz`)).status).toBe(200)
    expect((await fetch(`${url}/readyz`, { method: 'POST' })).status).toBe(405)
    expect((await fetch(`${url}/healthzz`)).status).toBe(204)
  })

  it('is unready from the moment the server drains, alive still', async () => {
    const { url, probes } = await serverWith(async () => null)
    probes.drain()
    expect(await read(`${url}/readyz`)).toMatchObject({ status: 503, body: { status: 'draining' } })
    expect((await read(`${url}/healthz`)).status).toBe(200)
  })

  it('answers 503 when the check throws or hangs, without waiting for it', async () => {
    const thrown = await serverWith(async () => {
      throw new Error('connect ECONNREFUSED')
    })
    expect(await read(`${thrown.url}/readyz`)).toMatchObject({ status: 503, body: { reason: 'connect ECONNREFUSED' } })
    const hung = await serverWith(() => new Promise<string | null>(() => {}), 50)
    expect(await read(`${hung.url}/readyz`)).toMatchObject({ status: 503, body: { reason: 'no answer within 50 ms' } })
  })

  it('asks the database a trivial query, and names no address when it fails', async () => {
    expect(await databaseAnswers({ query: async () => ({ rows: [{ '?column?': 1 }] }) })()).toBeNull()
    const refused = databaseAnswers({
      query: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret')
      },
    })
    expect(await refused()).toBe('the database does not answer')
  })
})
