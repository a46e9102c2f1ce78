/**
 * A response body's bytes, read whole: without a copy where they come in one chunk, as a page
 * rendered whole does (pagesRenderedWhole.ts), since undici hands a body made of bytes to its
 * reader in one chunk, the whole of a buffer of its own; else joined once (a CMS's answer comes
 * in many). A response's own `arrayBuffer()` and `bytes()` copy the bytes twice (joining its
 * chunks, then into a new buffer): each copy is more memory outside the heap, and V8 marks the
 * whole heap for every 64 MB of it (about one full collection every 2 s at 20,000 pages).
 */
export async function readBody(body: ReadableStream<Uint8Array>): Promise<ArrayBuffer> {
  const chunks: Uint8Array[] = []
  const reader = body.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value)
  const [only] = chunks
  if (chunks.length === 1 && only && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength && only.buffer instanceof ArrayBuffer) return only.buffer
  const page = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.byteLength, 0))
  let offset = 0
  for (const chunk of chunks) {
    page.set(chunk, offset)
    offset += chunk.byteLength
  }
  return page.buffer
}

/**
 * A rendered page's response whose bytes were read already (recordRenderedPage.ts). Astro reads
 * each page's response whole to write it (`arrayBuffer`, in core/build/generate.js), and a body is
 * read through undici's streams. The middleware must read the page to hand it to the compression;
 * with this response Astro does not read it a second time: its `arrayBuffer()` answers with the
 * bytes already read. Both reads took 4.4 s of the build's main thread at 20,000 pages.
 * Its body, for any other reader, is a stream of the same bytes, made only when read: a body of
 * the bytes themselves would be undici's copy of them (readBody).
 */
export class ReadPageResponse extends Response {
  readonly #page: ArrayBuffer

  constructor(page: ArrayBuffer, { status, statusText, headers }: Pick<Response, 'status' | 'statusText' | 'headers'>) {
    super(
      // Not a stream of bytes (`type: 'bytes'`): it would hand `page` over, detaching the buffer Astro writes.
      new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.enqueue(new Uint8Array(page))
          controller.close()
        },
      }),
      { status, statusText, headers },
    )
    this.#page = page
  }

  /**
   * The same buffer at every call, unlike a body read once: Astro only reads it to write the page.
   * A reader that changed or transferred it would change it for every other.
   */
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#page)
  }
}
