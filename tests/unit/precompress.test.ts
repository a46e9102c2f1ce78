import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import type { AstroIntegration } from 'astro'
import { afterEach, describe, expect, it } from 'vitest'

import { precompress } from '@site/integrations/precompress'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** Runs the integration over `files` (relative path → content) as a build's end would. */
async function compressBuild(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
  folders.push(root)
  const client = path.join(root, 'client')
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(client, name)), { recursive: true })
    fs.writeFileSync(path.join(client, name), content)
  }
  const hooks = precompress().hooks as Required<AstroIntegration['hooks']>
  const messages: string[] = []
  const logger = { info: (message: string) => messages.push(message) }
  await (hooks['astro:config:done'] as (options: unknown) => void)({ config: { cacheDir: pathToFileURL(`${path.join(root, 'cache')}/`) } })
  await (hooks['astro:build:done'] as (options: unknown) => Promise<void>)({ dir: pathToFileURL(`${client}/`), logger })
  return { client, messages }
}

describe('precompressed twins', () => {
  it('are written for every text file above the threshold, also when many have the same content', async () => {
    const page = `<!doctype html><p>${'Байкал '.repeat(400)}</p>`
    const files: Record<string, string> = { 'small.txt': 'tiny' }
    for (let index = 0; index < 24; index++) files[`yacht/${index}/index.html`] = page
    const { client, messages } = await compressBuild(files)
    for (let index = 0; index < 24; index++) {
      const file = path.join(client, `yacht/${index}/index.html`)
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(page)
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(page)
    }
    expect(fs.existsSync(path.join(client, 'small.txt.br'))).toBe(false)
    expect(messages.at(-1)).toMatch(/^precompressed 24 files/)
  })
})
