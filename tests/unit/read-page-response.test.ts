import { describe, expect, it } from 'vitest'

import { ReadPageResponse } from '@site/integrations/readPageResponse'

describe('a rendered page whose bytes were read already', () => {
  const page = () => new TextEncoder().encode('<!doctype html><html lang="ru"><h1>Яхта «Байкал»</h1></html>').buffer
  const read = { status: 200, statusText: 'OK', headers: new Headers({ 'content-type': 'text/html' }) }

  it('hands over the bytes it was given, without reading its body', async () => {
    const bytes = page()
    const response = new ReadPageResponse(bytes, read)
    expect(await response.arrayBuffer()).toBe(bytes)
    expect(response.bodyUsed).toBe(false)
  })

  it('keeps the status and headers, and its body is the same bytes for any other reader', async () => {
    const response = new ReadPageResponse(page(), read)
    expect(response).toBeInstanceOf(Response)
    expect([response.status, response.statusText, response.headers.get('content-type')]).toEqual([200, 'OK', 'text/html'])
    expect(await response.text()).toBe('<!doctype html><html lang="ru"><h1>Яхта «Байкал»</h1></html>')
  })
})
