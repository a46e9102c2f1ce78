import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gunzipSync } from 'node:zlib'

import type { AstroIntegration } from 'astro'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { CHANGED_PAGES_FILE } from '@site/integrations/changedPages'
import { renderedPages } from '@site/integrations/renderedPages'
import {
  builtPagesRecord,
  recordRendered,
  recordSearchable,
  renderedAddresses,
  renderedPageCompression,
  searchableAddresses,
  searchIndexRecord,
} from '@site/integrations/buildRecord'
import { searchExtractsDir, startRenderedPageCompressor } from '@site/integrations/compressionWorkers'
import { searchIndex } from '@site/integrations/searchIndex'
import { isSearchablePage } from '@site/integrations/builtPages'

/**
 * The site search's index after a publish (site/src/integrations/searchIndex.ts), with Pagefind
 * itself, after the build's comparison of its pages with the live build's (renderedPages.ts): a part whose pages are all as the live build has them is linked from the live build,
 * even when this build rendered one of them again; a page that changed has its part indexed anew.
 */
const work = await fs.mkdtemp(path.join(os.tmpdir(), 'search-index-'))
afterAll(() => fs.rm(work, { recursive: true, force: true }))
const clearRecords = () => {
  renderedAddresses().clear()
  searchableAddresses().clear()
  Object.assign(builtPagesRecord(), { pages: [], sameAsLive: new Set() })
}
afterEach(() => {
  clearRecords()
  delete process.env.PREVIOUS_SITE_BUILD
})

const page = (name: string, text: string, island = '') =>
  `<!doctype html><html lang="en"><head><title>${name}</title></head><body><main data-pagefind-body><h1>${name}</h1><p>${text}</p>${island}</main></body></html>`

/**
 * A build's folder with its pages, of which `rendered` were rendered by it, and its search index
 * made as a publish makes it. With `extracts`, the rendered pages are handed to the compression as
 * they render, which writes their search extracts (precompress.ts); 'while rendering', in the
 * order the search index asks, whose parts are then written as their pages come out.
 */
async function build(
  name: string,
  pages: Record<string, string>,
  rendered: string[],
  { live, extracts }: { live?: string; extracts?: 'after the pages' | 'while rendering' } = {},
): Promise<{ dir: string; log: string }> {
  const dir = path.join(work, name)
  for (const [address, html] of Object.entries(pages)) {
    await fs.mkdir(path.join(dir, 'client', address), { recursive: true })
    await fs.writeFile(path.join(dir, 'client', address, 'index.html'), html)
    recordSearchable(`/${address}`)
  }
  for (const address of rendered) recordRendered(`/${address}`)
  if (live) process.env.PREVIOUS_SITE_BUILD = live
  const integrations = [renderedPages(), searchIndex()]
  // Only what the integrations read of Astro's hook arguments.
  const configDone = { config: { outDir: pathToFileURL(`${dir}/`) } }
  for (const { hooks } of integrations) await hooks['astro:config:done']?.(configDone as unknown as Parameters<NonNullable<AstroIntegration['hooks']['astro:config:done']>>[0])
  let order = rendered.map((address) => `/${address}`)
  if (extracts === 'while rendering') {
    await integrations[1]?.hooks['astro:build:start']?.({} as Parameters<NonNullable<AstroIntegration['hooks']['astro:build:start']>>[0])
    // Each page a route's with a parameter (`/yacht/[id]`), as Astro lists it.
    const paths = order.map((pathname) => ({ pathname, route: { type: 'page', params: ['id'] } }))
    order =
      searchIndexRecord()
        .whileRendering?.order(paths, paths)
        .map(({ pathname }) => pathname) ?? order
  }
  if (extracts) {
    const searchExtracts = {
      dir: searchExtractsDir(dir),
      isSearchable: isSearchablePage,
      onAnswer: (address: string, extract: string | null) => searchIndexRecord().whileRendering?.answered(address, extract),
    }
    // As the build's start makes it (precompress.ts): pages over a kilobyte are compressed into it,
    // and without it the worker answers an error for each, with no search extract.
    await fs.mkdir(path.join(dir, 'cache'), { recursive: true })
    const compressor = startRenderedPageCompressor(path.join(dir, 'cache'), { brotli: 5, gzip: 4 }, { searchExtracts })
    for (const address of order) compressor.compress(new TextEncoder().encode(pages[address.slice(1)]).buffer as ArrayBuffer, address)
    // Each page comes out before the build is done.
    await compressor.stop()
    renderedPageCompression().compressor = compressor
  }
  const messages: string[] = []
  for (const { hooks } of integrations) {
    await hooks['astro:build:done']?.({
      dir: pathToFileURL(`${path.join(dir, 'client')}/`),
      logger: { info: (message: string) => messages.push(message) },
    } as unknown as Parameters<NonNullable<AstroIntegration['hooks']['astro:build:done']>>[0])
  }
  // The hook returns while Pagefind indexes; the compression waits for it so.
  await searchIndexRecord().written
  renderedPageCompression().compressor = null
  clearRecords()
  return { dir, log: messages.join('\n') }
}

const inode = async (file: string) => (await fs.stat(file)).ino
const entryFile = (dir: string) => path.join(dir, 'client', 'pagefind', 'pagefind-entry.json')

type Fragment = { content: string }

/**
 * The text Pagefind keeps of each page it indexed in the first part: its fragment files, gzip
 * after a signature, each a page's fragment or, bundled (maxFragments), several by their hash.
 */
async function indexedTexts(dir: string): Promise<string[]> {
  const fragments = path.join(dir, 'client', 'pagefind', 'fragment')
  const texts: string[] = []
  for (const name of await fs.readdir(fragments)) {
    const file = gunzipSync(await fs.readFile(path.join(fragments, name))).toString('utf8')
    const parsed = JSON.parse(file.slice(file.indexOf('{'))) as Fragment | Record<string, Fragment>
    const inFile = typeof parsed.content === 'string' ? [parsed as Fragment] : Object.values(parsed as Record<string, Fragment>)
    texts.push(...inFile.map((fragment) => fragment.content))
  }
  return texts
}

describe('the search index of a publish', () => {
  const pages = { 'yacht/1': page('Baikal Wind', 'A sloop for six.'), 'trips/1': page('Olkhon in three days', 'On Baikal Wind.') }

  it('links the live build’s part when the pages rendered again came out as they were', async () => {
    const live = await build('live', pages, Object.keys(pages))
    expect(live.log).toContain('0 indexed while they rendered, 2 after them')
    // What the search page loads is there; Pagefind's ready-made interfaces, which it does not use, are not.
    const index = await fs.readdir(path.dirname(entryFile(live.dir)))
    expect(index).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']))
    expect(index.filter((file) => /-ui\.|highlight/.test(file))).toEqual([])
    // The trip renders again (its key covers its yacht), and comes out the same.
    const next = await build('next', pages, ['trips/1'], { live: live.dir })
    expect(next.log).toContain('0 indexed while they rendered, 0 after them')
    expect(await inode(entryFile(next.dir))).toBe(await inode(entryFile(live.dir)))
    expect(JSON.parse(await fs.readFile(path.join(next.dir, CHANGED_PAGES_FILE), 'utf8'))).toEqual([])
  })

  it('indexes a part again when one of its pages changed', async () => {
    const live = await build('live-2', pages, Object.keys(pages))
    const next = await build('next-2', { ...pages, 'yacht/1': page('Baikal Wind', 'A sloop for eight.') }, ['yacht/1', 'trips/1'], { live: live.dir })
    expect(next.log).toContain('0 indexed while they rendered, 2 after them')
    expect(await inode(entryFile(next.dir))).not.toBe(await inode(entryFile(live.dir)))
    // What the editors see of this publish: the one page that changed.
    expect(JSON.parse(await fs.readFile(path.join(next.dir, CHANGED_PAGES_FILE), 'utf8'))).toEqual(['/yacht/1'])
  })

  it('leaves the islands out of the index: a booking form is not what a page is about', async () => {
    const island = '<astro-island component-url="/_astro/BookingFlow.js"><section><h2>Book this yacht</h2><p>Next step: your dates.</p></section></astro-island>'
    const built = await build('islands', { 'yacht/1': page('Baikal Wind', 'A sloop for six.', island) }, ['yacht/1'])
    const texts = await indexedTexts(built.dir)
    expect(texts).toHaveLength(1)
    expect(texts[0]).toContain('A sloop for six.')
    expect(texts[0]).not.toContain('Book this yacht')
    expect(texts[0]).not.toContain('Next step')
  })

  it('indexes a page from its search extract exactly as from the page, while the pages render or after', async () => {
    // As layouts/Base.astro lays a page out: a header, breadcrumbs, the content, a footer, islands.
    const laidOut = (lang: string, title: string, text: string) =>
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title} · Baikal</title><meta name="description" content="${text}"></head>` +
      `<body><a class="skip-link" href="#main">Skip</a><header><nav><a href="/yachts">Yachts</a><a href="/wiki">Wiki</a></nav></header>` +
      `<main id="main" tabindex="-1"><nav aria-label="Breadcrumbs"><a href="/">Home</a></nav>` +
      `<div data-pagefind-body data-pagefind-filter="category:yacht"><h1>${title}</h1><img src="/media/${title}.jpg" alt="${title}"><p>${text}</p>` +
      `<astro-island component-url="/_astro/BookingFlow.js"><form><h2>Book</h2></form></astro-island>` +
      `<astro-island component-url="/_astro/Reviews.js"><p>Reviews</p><astro-island component-url="/_astro/Report.js"><button>Report</button></astro-island></astro-island>` +
      `<astro-island component-url="/_astro/Gallery.js"><img src="/media/${title}-2.jpg" alt=""></astro-island></div></main>` +
      `<footer><p>Lake Baikal, Irkutsk</p></footer><astro-island component-url="/_astro/Assistant.js"><p>Ask us</p></astro-island></body></html>`
    const catalogue = {
      'yacht/1': laidOut('ru', 'Ветер', 'Шлюп на шесть гостей, Листвянка.'),
      'en/yacht/1': laidOut('en', 'Veter', 'A sloop for six guests, Listvyanka.'),
      'yacht/2': laidOut('ru', 'Ольхон', 'Катамаран для семьи.'),
      'en/yacht/2': laidOut('en', 'Olkhon', 'A catamaran for a family.'),
      'wiki/ice': laidOut('ru', 'Лёд', 'Когда озеро замерзает.').replace('category:yacht', 'category:wiki'),
      // Without an <h1>, Pagefind takes a page's title from its <title>: the extract keeps it.
      'wiki/wind': laidOut('ru', 'Сарма', 'Ветер с гор.').replace('category:yacht', 'category:wiki').replace('<h1>Сарма</h1>', ''),
      // Pagefind takes a page's title and picture from an island it leaves out: the extract keeps that island.
      'wiki/bay': laidOut('ru', 'Бухта', 'Тихая бухта.').replace('category:yacht', 'category:wiki').replace('<img src="/media/Бухта.jpg" alt="Бухта">', ''),
      'wiki/cape': laidOut('ru', 'Мыс', 'Скалистый мыс.')
        .replace('category:yacht', 'category:wiki')
        .replace('<h1>Мыс</h1>', '<astro-island component-url="/_astro/Title.js"><h1>Мыс</h1></astro-island>'),
    }
    const fromPages = await build('from-pages', catalogue, Object.keys(catalogue))
    const fromExtracts = await build('from-extracts', catalogue, Object.keys(catalogue), { extracts: 'after the pages' })
    expect(fromExtracts.log).toContain('0 indexed while they rendered, 8 after them (8 from their search extracts)')
    const whileRendering = await build('while-rendering', catalogue, Object.keys(catalogue), { extracts: 'while rendering' })
    expect(whileRendering.log).toContain('8 indexed while they rendered, 0 after them')
    const indexFiles = async (dir: string) => {
      const folder = path.join(dir, 'client', 'pagefind')
      const files = (await fs.readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
      return Object.fromEntries(
        await Promise.all(files.map(async (entry) => [path.relative(folder, path.join(entry.parentPath, entry.name)), await fs.readFile(path.join(entry.parentPath, entry.name))])),
      )
    }
    const indexFromPages = await indexFiles(fromPages.dir)
    expect(await indexFiles(fromExtracts.dir)).toEqual(indexFromPages)
    expect(await indexFiles(whileRendering.dir)).toEqual(indexFromPages)
    // The extracts and the parts written early are not served, nor kept with the build.
    for (const built of [fromExtracts, whileRendering])
      expect(await fs.readdir(built.dir)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^search-(extracts|parts-early)/)]))
    expect(await fs.readdir(whileRendering.dir)).toContain('search-parts.json')
  })

  it('writes the pages’ fragments a few to a file, each found by the search as before', async () => {
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`yacht/${index + 1}`, page(`Yacht ${index + 1}`, `Berth number ${index + 1}.`)]))
    const built = await build('bundled', many, Object.keys(many))
    // Twenty pages of one language, five pages to a file for each of the two a part holds: ten at most.
    const files = await fs.readdir(path.join(built.dir, 'client', 'pagefind', 'fragment'))
    expect(files.length).toBeGreaterThan(1)
    expect(files.length).toBeLessThanOrEqual(10)
    const texts = await indexedTexts(built.dir)
    expect(texts.sort()).toEqual(
      Object.keys(many)
        .map((_, index) => `Yacht ${index + 1}. Berth number ${index + 1}.`)
        .sort(),
    )
  })
})
