import type { AstroIntegration } from 'astro'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/
/** Below this, compression costs more than it saves. */
const MIN_BYTES = 1024

/**
 * Writes `.br` and `.gz` twins of every text asset after the build, so the site server sends
 * compressed files without compressing on each request.
 */
export function precompress(): AstroIntegration {
  return {
    name: 'baikal:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir)
        let count = 0
        for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
          const file = path.join(entry.parentPath, entry.name)
          const body = await fs.readFile(file)
          if (body.length < MIN_BYTES) continue
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzip(body, { level: 9 }),
          ])
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)])
          count += 1
        }
        logger.info(`precompressed ${count} files (brotli and gzip)`)
      },
    },
  }
}
