import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'

import { contentHashOfKey, startRenderedPageCompressor, withCompressionWorkers } from '@site/integrations/compressionWorkers'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** A folder of files (name → content), and an empty cache beside it. */
function filesAndCache(files: Record<string, string>): { dir: string; cacheDir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compression-workers-'))
  folders.push(dir)
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content)
  const cacheDir = path.join(dir, 'cache')
  fs.mkdirSync(cacheDir)
  return { dir, cacheDir }
}

describe('compression on worker threads', () => {
  it('writes brotli and gzip twins of each file into the cache, many at once, under the hash of the content', async () => {
    const pages = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`page-${index}.html`, `<p>Яхта ${index}</p>`.repeat(200 + index)]))
    const { dir, cacheDir } = filesAndCache(pages)
    const results: boolean[] = []
    await withCompressionWorkers(2, async (compress) => {
      await Promise.all(
        Object.entries(pages).map(async ([name, page]) => {
          const { key, compressed } = await compress(path.join(dir, name), cacheDir, { brotli: 6, gzip: 6 })
          const body = Buffer.from(page)
          const br = fs.readFileSync(path.join(cacheDir, `${key}.br`))
          const gz = fs.readFileSync(path.join(cacheDir, `${key}.gz`))
          results.push(compressed && zlib.brotliDecompressSync(br).equals(body) && zlib.gunzipSync(gz).equals(body) && br.length < body.length)
        }),
      )
    })
    expect(results).toEqual(Object.keys(pages).map(() => true))
    // Only the twins are left in the cache: every write was renamed into place.
    expect(fs.readdirSync(cacheDir)).toHaveLength(24)
  })

  it('takes the twins the cache has, and leaves a file too small to gain alone', async () => {
    const page = '<p>Листвянка</p>'.repeat(300)
    const { dir, cacheDir } = filesAndCache({ 'a.html': page, 'b.html': page, 'small.txt': 'short' })
    await withCompressionWorkers(1, async (compress) => {
      const first = await compress(path.join(dir, 'a.html'), cacheDir, { brotli: 6, gzip: 6 })
      expect(first.compressed).toBe(true)
      expect(await compress(path.join(dir, 'b.html'), cacheDir, { brotli: 6, gzip: 6 })).toEqual({ key: first.key, compressed: false })
      // The same content at another effort is another entry.
      expect(await compress(path.join(dir, 'b.html'), cacheDir, { brotli: 11, gzip: 9 })).toMatchObject({ key: expect.stringMatching(/-b11g9$/), compressed: true })
      expect(await compress(path.join(dir, 'small.txt'), cacheDir, { brotli: 6, gzip: 6 })).toEqual({ key: null, compressed: false })
    })
  })

  it('fails the build when a file cannot be compressed, and closes the workers', async () => {
    const { dir, cacheDir } = filesAndCache({ 'page.html': 'x'.repeat(2000) })
    const run = withCompressionWorkers(1, async (compress) => {
      await compress(path.join(dir, 'page.html'), cacheDir, { brotli: 6, gzip: 99 })
    })
    await expect(run).rejects.toThrow(/Could not compress .*page\.html/)
  })
})

describe('compression of the pages as they render', () => {
  const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer

  it('puts a page’s twins in the cache, where the compression after the build finds them', async () => {
    const page = '<p>Байкал</p>'.repeat(300)
    const { dir, cacheDir } = filesAndCache({ 'page.html': page })
    const compressor = startRenderedPageCompressor(cacheDir, { brotli: 5, gzip: 4 })
    expect(compressor.compress(bytes(page), '/yacht/1')).toBe(true)
    // Too small to gain: taken, and left alone.
    expect(compressor.compress(bytes('short'), '/yacht/2')).toBe(true)
    await compressor.stop()
    expect(compressor.compressed()).toBe(1)
    await withCompressionWorkers(1, async (compress) => {
      expect(await compress(path.join(dir, 'page.html'), cacheDir, { brotli: 5, gzip: 4 })).toMatchObject({ compressed: false })
    })
    expect(fs.readdirSync(cacheDir)).toHaveLength(2)
  })

  it('holds no more bytes of pages than it may, and takes none once stopped', async () => {
    const { cacheDir } = filesAndCache({})
    const compressor = startRenderedPageCompressor(cacheDir, { brotli: 5, gzip: 4 }, { waitingBytes: 4000 })
    // Larger than what may wait, and taken: none waits before it.
    expect(compressor.compress(bytes('a'.repeat(5000)), '/a')).toBe(true)
    // Left to the compression after the build.
    expect(compressor.compress(bytes('b'.repeat(5000)), '/b')).toBe(false)
    await compressor.stop()
    expect(compressor.compress(bytes('c'.repeat(5000)), '/c')).toBe(false)
    expect(compressor.compressed()).toBe(1)
    // Only what it took has a key: the other pages are compressed after the build.
    expect([...compressor.keys().keys()]).toEqual(['/a'])
  })

  it('answers each page’s key by its address, and none for an address handed over twice', async () => {
    const { cacheDir } = filesAndCache({})
    const compressor = startRenderedPageCompressor(cacheDir, { brotli: 5, gzip: 4 })
    const page = '<p>Ольхон</p>'.repeat(300)
    compressor.compress(bytes(page), '/yacht/1')
    compressor.compress(bytes('short'), '/yacht/2')
    // A page that falls back to another language's route passes twice, either pass its file.
    compressor.compress(bytes(`${page}1`), '/en/yacht/3')
    compressor.compress(bytes(`${page}2`), '/en/yacht/3')
    await compressor.stop()
    const keys = compressor.keys()
    expect([...keys.keys()].sort()).toEqual(['/yacht/1', '/yacht/2'])
    expect(keys.get('/yacht/2')).toBeNull()
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(cacheDir, `${keys.get('/yacht/1')}.br`))).toString()).toBe(page)
    // The key names the page's bytes: the same bytes at another effort have the same content hash.
    expect(contentHashOfKey(keys.get('/yacht/1') ?? '')).toBe(createHash('sha256').update(page).digest('hex'))
  })

  it('writes the part of a searchable page the search index reads, and says which pages have one', async () => {
    const { dir, cacheDir } = filesAndCache({})
    const extractsDir = path.join(dir, 'extracts')
    const isSearchable = (address: string) => address.startsWith('/yacht/')
    // Not there yet, as when Astro has emptied the output folder after the compressor started.
    const compressor = startRenderedPageCompressor(cacheDir, { brotli: 5, gzip: 4 }, { searchExtracts: { dir: extractsDir, isSearchable } })
    const head = '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Ветер · Байкал</title><link rel="stylesheet" href="/a.css"></head>'
    const content = '<div data-pagefind-body data-pagefind-filter="category:yacht"><h1>Ветер</h1><p>Шлюп на шесть гостей.</p></div>'
    const page = `${head}<body><header><nav>Яхты</nav></header><main id="main"><nav>Главная</nav>${content}</main><footer>${'<p>Подвал</p>'.repeat(100)}</footer><astro-island></astro-island></body></html>`
    compressor.compress(bytes(page), '/yacht/1')
    // Without the marked content, or outside the searchable folders: no extract.
    compressor.compress(bytes(page.replace(' data-pagefind-body', '')), '/yacht/2')
    compressor.compress(bytes(page), '/yachts')
    // Handed over twice, either pass may be its file: the page is read instead.
    compressor.compress(bytes(page), '/yacht/3')
    compressor.compress(bytes(page), '/yacht/3')
    compressor.compress(bytes(page.replace('</footer>', '<img src="/logo.svg" alt=""></footer>')), '/yacht/4')
    await compressor.stop()
    const extract = compressor.searchExtractOf('/yacht/1')
    expect(path.dirname(extract ?? '')).toBe(extractsDir)
    // Pagefind reads no more of the head than its title; the language is on <html>.
    expect(fs.readFileSync(extract ?? '', 'utf8')).toBe(`<!doctype html><html lang="ru"><head><title>Ветер · Байкал</title></head><body>${content}</body></html>`)
    // A picture after the content would be the one Pagefind shows for a page without its own: read whole.
    expect(['/yacht/2', '/yachts', '/yacht/3', '/yacht/4'].map(compressor.searchExtractOf)).toEqual([null, null, null, null])
    // The page handed over twice had each pass's extract written apart, neither over another's.
    expect(fs.readdirSync(extractsDir).sort()).toEqual(['0.html', '2.html', '3.html'])
    // The page itself is compressed as ever.
    expect(compressor.keys().get('/yacht/1')).toMatch(/^[0-9a-f]{64}-b5g4$/)
  })

  it('leaves out of a search extract the islands and the head, but what Pagefind reads there', async () => {
    const { dir, cacheDir } = filesAndCache({})
    const extractsDir = path.join(dir, 'extracts')
    const compressor = startRenderedPageCompressor(cacheDir, { brotli: 5, gzip: 4 }, { searchExtracts: { dir: extractsDir, isSearchable: () => true } })
    const start = '<!doctype html><html lang="ru">'
    const head = '<head><meta charset="utf-8"><title>Ветер · Байкал</title><script type="module" src="/a.js"></script></head>'
    const content = (inside: string) => `<div data-pagefind-body><h1>Ветер</h1><p>Шлюп на шесть гостей.</p>${inside}</div>`
    const page = (inside: string, pageHead = head) => `${start}${pageHead}<body><header>Яхты</header><main>${content(inside)}</main><footer>Подвал</footer></body></html>`
    const leftOut = [
      '<astro-island uid="1"><form>Забронировать</form></astro-island>',
      '<astro-island uid="2"><p>Вопрос</p><astro-island uid="3"><p>владельцу</p></astro-island><p>яхты</p></astro-island>',
      '<astro-island\n  uid="4"><p>Отзывы</p></astro-island>',
    ]
    // What Pagefind reads even in an element it leaves out, and an element of a longer name.
    const kept = [
      '<astro-island uid="5"><img src="/media/veter.jpg" alt=""></astro-island>',
      '<astro-island uid="6"><h1>Другой заголовок</h1></astro-island>',
      '<astro-island uid="7"><svg><title>Значок</title></svg></astro-island>',
      '<astro-island uid="8"><p data-pagefind-meta="owner">Иван</p></astro-island>',
      '<astro-islands>Другой элемент</astro-islands>',
    ]
    const pages: Record<string, string> = {
      '/yacht/1': page([...leftOut, ...kept].join('<p>и</p>')),
      // Heads Pagefind may read more of, kept whole.
      '/yacht/2': page('', head.replace('<head>', '<head data-pagefind-meta="image:/a.jpg">')),
      '/yacht/3': page('', head.replace('<head>', '<head lang="ru">')),
      '/yacht/4': page('', head.replace(/<title>.*<\/title>/, '')),
      // An island not closed: the content is kept as it is, the islands before it with it.
      '/yacht/5': page(`${leftOut[0]}<astro-island uid="9"><p>Вопрос</p>`),
    }
    for (const [address, html] of Object.entries(pages)) compressor.compress(bytes(html), address)
    await compressor.stop()
    const extract = (address: string) => fs.readFileSync(compressor.searchExtractOf(address) ?? '', 'utf8')
    const extractOf = (inside: string, pageHead: string) => `${start}${pageHead.replace('</head>', '')}</head><body>${content(inside)}</body></html>`
    expect(extract('/yacht/1')).toBe(extractOf(['', '', '', ...kept].join('<p>и</p>'), '<head><title>Ветер · Байкал</title></head>'))
    for (const address of ['/yacht/2', '/yacht/3', '/yacht/4'])
      expect(extract(address)).toBe(extractOf('', pages[address]?.slice(start.length, pages[address]?.indexOf('<body>')) ?? ''))
    expect(extract('/yacht/5')).toBe(extractOf(`${leftOut[0]}<astro-island uid="9"><p>Вопрос</p>`, '<head><title>Ветер · Байкал</title></head>'))
  })
})
