import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiError, apiRequest, getJson, keyUrl, NOT_JSON_MESSAGE, readJson, serverFieldErrors, serverMessage } from '@site/lib/api/client'

type Seen = { method: string; url: string; contentType: string | undefined; body: string }

/** A real server: each path answers as the table below says and records what it was sent. */
let server: Server
let base = ''
const seen: Seen[] = []

function answer(request: IncomingMessage, response: ServerResponse, body: string): void {
  seen.push({ method: request.method ?? '', url: request.url ?? '', contentType: request.headers['content-type'], body })
  const send = (status: number, type: string | null, text: string, headers: Record<string, string> = {}) => {
    response.writeHead(status, { ...(type ? { 'content-type': type } : {}), ...headers })
    response.end(text)
  }
  switch (request.url) {
    case '/api/user':
      return send(200, 'application/json; charset=utf-8', JSON.stringify({ id: 1, firstName: 'Anna' }))
    case '/api/signed-out':
      return send(401, 'application/json', JSON.stringify({ error: 'Not signed in' }))
    case '/api/html':
      return send(200, 'text/html', '<!doctype html><title>Login</title>')
    case '/api/admin/users/7':
      return send(200, 'application/vnd.api+json', '{"id":7}')
    case '/api/empty-failure':
      return send(503, null, '')
    case '/api/login':
      return send(401, 'application/json', JSON.stringify({ error: 'Invalid email or password' }))
    case '/api/register':
      return send(400, 'application/json', JSON.stringify({ error: 'Could not create account', errors: { email: 'emailInvalid', n: 1 } }))
    case '/api/limited':
      return send(429, 'application/json', JSON.stringify({ error: 'Too many attempts. Try again in 15 minutes.' }), { 'retry-after': '900' })
    default:
      return send(200, 'application/json', JSON.stringify({ echo: body }))
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => answer(request, response, Buffer.concat(chunks).toString()))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('apiRequest (spec 7)', () => {
  it('sends a JSON body with a JSON content type', async () => {
    const response = await apiRequest('POST', `${base}/api/echo`, { email: 'anna@example.com' })
    expect(await readJson(response)).toEqual({ echo: '{"email":"anna@example.com"}' })
    expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: 'application/json' })
  })
  it('sends no content type without a body', async () => {
    await apiRequest('POST', `${base}/api/logout`)
    expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: undefined, body: '' })
  })
  it('leaves a FormData body to the browser (multipart)', async () => {
    const form = new FormData()
    form.set('photo', new Blob(['png'], { type: 'image/png' }), 'me.png')
    await apiRequest('POST', `${base}/api/account/photo`, form)
    expect(seen.at(-1)?.contentType).toMatch(/^multipart\/form-data; boundary=/)
  })
  it("turns a failure into '{status}: {body}', keeping the status and the server's words", async () => {
    const error = await apiRequest('POST', `${base}/api/login`, { username: 'a@b.c', password: 'x' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('401: {"error":"Invalid email or password"}')
    expect((error as ApiError).status).toBe(401)
    expect(serverMessage(error)).toBe('Invalid email or password')
  })
  it('uses the status text when the failure has no body', async () => {
    const error = await apiRequest('GET', `${base}/api/empty-failure`).catch((e: unknown) => e)
    expect((error as ApiError).message).toBe('503: Service Unavailable')
    expect(serverMessage(error)).toBeNull()
  })
  it('reads field codes and Retry-After from refusals', async () => {
    const invalid = await apiRequest('POST', `${base}/api/register`, {}).catch((e: unknown) => e)
    expect(serverFieldErrors(invalid)).toEqual({ email: 'emailInvalid' })
    const limited = await apiRequest('POST', `${base}/api/limited`, {}).catch((e: unknown) => e)
    expect(limited).toMatchObject({ status: 429, retryAfterSeconds: 900 })
    expect(serverMessage(limited)).toBe('Too many attempts. Try again in 15 minutes.')
    expect(serverMessage(new Error('plain'))).toBeNull()
    expect(serverFieldErrors('nothing')).toEqual({})
  })
})

describe('getJson (spec 7)', () => {
  it('loads the key, or its parts joined by slashes', async () => {
    expect(await getJson(`${base}/api/user`)).toEqual({ id: 1, firstName: 'Anna' })
    expect(await getJson([`${base}/api/admin/users`, 7])).toEqual({ id: 7 })
    expect(keyUrl(['/api/admin/users', 7])).toBe('/api/admin/users/7')
  })
  it('refuses a success that is not JSON', async () => {
    await expect(getJson(`${base}/api/html`)).rejects.toThrow(NOT_JSON_MESSAGE)
    await expect(readJson(new Response('<html>', { headers: { 'content-type': 'text/html' } }))).rejects.toThrow(NOT_JSON_MESSAGE)
  })
  it('treats 401 as an error by default and as null when asked', async () => {
    await expect(getJson(`${base}/api/signed-out`)).rejects.toMatchObject({ status: 401, message: '401: {"error":"Not signed in"}' })
    await expect(getJson(`${base}/api/signed-out`, { on401: 'throw' })).rejects.toBeInstanceOf(ApiError)
    expect(await getJson(`${base}/api/signed-out`, { on401: 'null' })).toBeNull()
  })
})
