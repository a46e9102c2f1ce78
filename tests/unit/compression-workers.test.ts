import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'

import { withCompressionWorkers } from '@site/integrations/compressionWorkers'

describe('compression on worker threads', () => {
  it('gives brotli and gzip bodies that decompress to each file, many at once', async () => {
    const bodies = Array.from({ length: 12 }, (_, index) => Buffer.from(`<p>Яхта ${index}</p>`.repeat(200 + index)))
    const results: boolean[] = []
    await withCompressionWorkers(2, async (compress) => {
      await Promise.all(
        bodies.map(async (body) => {
          const { br, gz } = await compress(body, { brotli: 6, gzip: 6 })
          results.push(zlib.brotliDecompressSync(br).equals(body) && zlib.gunzipSync(gz).equals(body) && br.length < body.length)
        }),
      )
    })
    expect(results).toEqual(bodies.map(() => true))
  })

  it('fails the build when a file cannot be compressed, and closes the workers', async () => {
    const run = withCompressionWorkers(1, async (compress) => {
      await compress(Buffer.from('x'.repeat(2000)), { brotli: 6, gzip: 99 })
    })
    await expect(run).rejects.toThrow(/Could not compress/)
  })
})
