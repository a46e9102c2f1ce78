/**
 * A rendered page's response whose bytes were read already (recordRenderedPage.ts). Astro reads
 * each page's response whole to write it (`arrayBuffer`, in core/build/generate.js), and a body is
 * read through undici's streams. The middleware must read the page to hand it to the compression;
 * with this response Astro does not read it a second time: its `arrayBuffer()` answers with the
 * bytes already read. Both reads took 4.4 s of the build's main thread at 20,000 pages.
 * Its body, for any other reader, is undici's own copy of the same bytes.
 */
export class ReadPageResponse extends Response {
  readonly #page: ArrayBuffer

  constructor(page: ArrayBuffer, { status, statusText, headers }: Pick<Response, 'status' | 'statusText' | 'headers'>) {
    super(page, { status, statusText, headers })
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
