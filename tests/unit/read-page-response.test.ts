import { describe, expect, it } from 'vitest'

import { ReadPageResponse, readBody } from '@site/integrations/readPageResponse'

/** A body that comes in `chunks`, as they are (a stream of bytes would transfer them). */
const bodyOf = (...chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })

describe('a rendered page read whole', () => {
  const text = '<!doctype html><html lang="ru"><h1>Яхта «Байкал»</h1></html>'
  const decoded = (page: ArrayBuffer) => new TextDecoder().decode(page)

  it('is the one chunk a page rendered whole comes in, not a copy of it', async () => {
    const chunk = new TextEncoder().encode(text)
    expect(await readBody(bodyOf(chunk))).toBe(chunk.buffer)
  })

  it('joins a page that comes in chunks, or in a part of a larger buffer', async () => {
    const bytes = new TextEncoder().encode(text)
    expect(decoded(await readBody(bodyOf(bytes.subarray(0, 20), bytes.subarray(20))))).toBe(text)
    const part = await readBody(bodyOf(bytes.subarray(15)))
    expect([decoded(part), part.byteLength]).toEqual([text.slice(15), bytes.byteLength - 15])
    expect(await readBody(bodyOf())).toEqual(new ArrayBuffer(0))
  })

  it('reads the body of a response as Astro makes it', async () => {
    expect(decoded(await readBody(new Response(new TextEncoder().encode(text)).body as ReadableStream<Uint8Array>))).toBe(text)
    // What spares the copy: undici hands the body's bytes over in one chunk, the whole of its buffer.
    const { value } = await (new Response(new TextEncoder().encode(text)).body as ReadableStream<Uint8Array>).getReader().read()
    expect([value?.byteOffset, value?.byteLength]).toEqual([0, value?.buffer.byteLength])
  })
})

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
