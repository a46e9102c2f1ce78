import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import type { AstroIntegration } from 'astro'
import { afterEach, describe, expect, it } from 'vitest'

import { precompress } from '@site/integrations/precompress'
import { recordRendered, renderedAddresses, renderedPageCompression, searchIndexRecord } from '@site/integrations/buildRecord'
import { startRenderedPageCompressor } from '@site/integrations/compressionWorkers'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
  renderedAddresses().clear()
  searchIndexRecord().written = Promise.resolve()
  delete process.env.PREVIOUS_SITE_BUILD
})

const temporaryFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
  folders.push(folder)
  return folder
}

/**
 * Runs the integration over `files` (relative path → content) as a build's end would, with the
 * compression cache in `cacheDir` (a data folder's builds share one).
 */
async function compressBuild(files: Record<string, string>, cacheDir = path.join(temporaryFolder(), 'cache'), prepare?: (client: string) => void) {
  const root = temporaryFolder()
  const client = path.join(root, 'client')
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(client, name)), { recursive: true })
    fs.writeFileSync(path.join(client, name), content)
  }
  prepare?.(client)
  const hooks = precompress().hooks as Required<AstroIntegration['hooks']>
  const messages: string[] = []
  const logger = { info: (message: string) => messages.push(message) }
  await (hooks['astro:config:done'] as (options: unknown) => void)({ config: { cacheDir: pathToFileURL(`${cacheDir}/`), outDir: pathToFileURL(`${root}/`) } })
  await (hooks['astro:build:done'] as (options: unknown) => Promise<void>)({ dir: pathToFileURL(`${client}/`), logger })
  return { root, client, messages }
}

const unbrotli = (file: string) => zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()

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

  it('takes the live build’s twins of a page the build did not render, without reading the page', async () => {
    const page = (text: string) => `<!doctype html><p>${text.repeat(400)}</p>`
    const cacheDir = path.join(temporaryFolder(), 'cache')
    const live = await compressBuild({ 'yacht/1/index.html': page('old price '), 'yacht/2/index.html': page('unchanged ') }, cacheDir)
    process.env.PREVIOUS_SITE_BUILD = live.root
    recordRendered('/yacht/1/')
    // Other bytes than the live build's, to show they are not read: a page not rendered is the
    // live build's own (linked in: liveBuildPages.ts).
    const next = await compressBuild({ 'yacht/1/index.html': page('new price '), 'yacht/2/index.html': page('never read ') }, cacheDir)
    expect(unbrotli(path.join(next.client, 'yacht/1/index.html'))).toBe(page('new price '))
    expect(unbrotli(path.join(next.client, 'yacht/2/index.html'))).toBe(page('unchanged '))
    expect(next.messages.at(-1)).toBe('precompressed 2 files (brotli and gzip): 1 compressed, 0 from the cache, 1 pages as the live build’s')
  })

  it('replaces a twin already in the build, never writing through it into the live build', async () => {
    const cacheDir = path.join(temporaryFolder(), 'cache')
    const script = `console.log(${JSON.stringify('Байкал '.repeat(400))})`
    const live = await compressBuild({ 'pagefind/pagefind.js': script }, cacheDir)
    const liveTwin = path.join(live.client, 'pagefind/pagefind.js.br')
    const liveBytes = fs.readFileSync(liveTwin)
    // A build may hold a link to the live build's twin already (a search part taken whole from it).
    const next = await compressBuild({ 'pagefind/pagefind.js': `${script};` }, cacheDir, (client) => fs.linkSync(liveTwin, path.join(client, 'pagefind/pagefind.js.br')))
    expect(fs.readFileSync(liveTwin)).toEqual(liveBytes)
    expect(unbrotli(path.join(next.client, 'pagefind/pagefind.js'))).toBe(`${script};`)
  })

  it('places the live build’s twins while the search index is written, and compresses after it', async () => {
    const page = (text: string) => `<!doctype html><p>${text.repeat(400)}</p>`
    const script = `console.log(${JSON.stringify('Байкал '.repeat(400))})`
    const cacheDir = path.join(temporaryFolder(), 'cache')
    const live = await compressBuild({ 'yacht/1/index.html': page('unchanged ') }, cacheDir)
    process.env.PREVIOUS_SITE_BUILD = live.root
    recordRendered('/yacht/2/')
    let compressedBeforeIndex: boolean | undefined
    const files = { 'yacht/1/index.html': page('unchanged '), 'yacht/2/index.html': page('new yacht ') }
    const next = await compressBuild(files, cacheDir, (client) => {
      // The index is written by the search's hook after the compression has begun (searchIndex.ts):
      // here, once the linked page's twins are placed.
      searchIndexRecord().written = new Promise<void>((resolve) => {
        const waitForTwins = setInterval(() => {
          if (!fs.existsSync(path.join(client, 'yacht/1/index.html.br'))) return
          clearInterval(waitForTwins)
          compressedBeforeIndex = fs.existsSync(path.join(client, 'yacht/2/index.html.br'))
          fs.mkdirSync(path.join(client, 'pagefind-parts/1'), { recursive: true })
          fs.writeFileSync(path.join(client, 'pagefind-parts/1/pagefind.js'), script)
          resolve()
        }, 5)
      })
    })
    expect(compressedBeforeIndex).toBe(false)
    expect(unbrotli(path.join(next.client, 'yacht/2/index.html'))).toBe(page('new yacht '))
    expect(unbrotli(path.join(next.client, 'pagefind-parts/1/pagefind.js'))).toBe(script)
    expect(next.messages.at(-1)).toBe('precompressed 3 files (brotli and gzip): 2 compressed, 0 from the cache, 1 pages as the live build’s')
  })

  it('places the twins of a page compressed as it rendered while the index is written, without reading the page', async () => {
    const rendered = `<!doctype html><p>${'Хужир '.repeat(400)}</p>`
    const cacheDir = path.join(temporaryFolder(), 'cache')
    // The integration's own folder in Astro's cache, where the build's compressor writes too.
    const compressedDir = path.join(cacheDir, 'precompressed')
    fs.mkdirSync(compressedDir, { recursive: true })
    recordRendered('/yacht/1/')
    recordRendered('/yacht/2/')
    let placedBeforeIndex: boolean | undefined
    const files = { 'yacht/1/index.html': '<p>never read</p>'.repeat(100), 'yacht/2/index.html': '<p>short</p>' }
    const next = await compressBuild(files, cacheDir, (client) => {
      const compressor = startRenderedPageCompressor(compressedDir, { brotli: 5, gzip: 4 })
      compressor.compress(new TextEncoder().encode(rendered).buffer as ArrayBuffer, '/yacht/1')
      compressor.compress(new TextEncoder().encode('<p>short</p>').buffer as ArrayBuffer, '/yacht/2')
      renderedPageCompression().compressor = compressor
      searchIndexRecord().written = new Promise<void>((resolve) => {
        const waitForTwins = setInterval(() => {
          if (!fs.existsSync(path.join(client, 'yacht/1/index.html.gz'))) return
          clearInterval(waitForTwins)
          placedBeforeIndex = true
          resolve()
        }, 5)
      })
    })
    expect(placedBeforeIndex).toBe(true)
    expect(unbrotli(path.join(next.client, 'yacht/1/index.html'))).toBe(rendered)
    // Too small to gain: no twins, and not counted among the files compressed.
    expect(fs.existsSync(path.join(next.client, 'yacht/2/index.html.br'))).toBe(false)
    expect(next.messages.at(-1)).toBe(
      'precompressed 1 files (brotli and gzip): 0 compressed, 0 from the cache, 0 pages as the live build’s, 1 pages as compressed while they rendered (1 put in the cache then)',
    )
  })

  it('fails when the search index could not be written', async () => {
    const failed = compressBuild({ 'yacht/1/index.html': `<!doctype html><p>${'Ольхон '.repeat(400)}</p>` }, undefined, () => {
      searchIndexRecord().written = Promise.reject(new Error('Pagefind could not write the index'))
      searchIndexRecord().written.catch(() => {})
    })
    await expect(failed).rejects.toThrow('Pagefind could not write the index')
  })

  it('reads every page when the publish does not vouch for the live build', async () => {
    const cacheDir = path.join(temporaryFolder(), 'cache')
    const page = `<!doctype html><p>${'Ольхон '.repeat(400)}</p>`
    await compressBuild({ 'yacht/1/index.html': page }, cacheDir)
    const next = await compressBuild({ 'yacht/1/index.html': page, 'yacht/2/index.html': `${page}!` }, cacheDir)
    expect(next.messages.at(-1)).toBe('precompressed 2 files (brotli and gzip): 1 compressed, 1 from the cache, 0 pages as the live build’s')
  })
})
