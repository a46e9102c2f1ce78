import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { type IndexExtracts, partsWhileRendering } from '@site/integrations/searchPartsWhileRendering'
import { searchIndexPart, searchPartCount } from '@site/lib/search'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** The parts planned for `yachts` yachts in both languages, with an index that records what it was handed. */
function planned(yachts: number, indexExtracts?: IndexExtracts) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-while-rendering-'))
  folders.push(dir)
  const handed: { outputPath: string; files: string[] }[] = []
  const record: IndexExtracts = async (_indexFolder, extracts, outputPath) => {
    handed.push({ outputPath, files: [...extracts.keys()] })
  }
  const parts = partsWhileRendering(dir, indexExtracts ?? record)
  const yachtPaths = Array.from({ length: yachts }, (_, index) => [`/yacht/${index + 1}`, `/en/yacht/${index + 1}`]).flat()
  const page = (params: string[]) => ({ type: 'page', params })
  // The wiki's moderation is in a searchable folder, without searchable content: no part holds it.
  const paths = [...['/', '/yachts', '/wiki/moderation'].map((pathname) => ({ pathname, route: page([]) })), ...yachtPaths.map((pathname) => ({ pathname, route: page(['id']) }))]
  return { dir, parts, paths, handed, count: searchPartCount(yachts * 2) }
}

const fileOf = (pathname: string) => `${pathname.slice(1)}/index.html`

describe('the search index’s parts written while the pages render', () => {
  it('orders the pages part by part, the pages no part holds after them', () => {
    const { parts, paths, count } = planned(1500)
    expect(count).toBe(3)
    const ordered = parts.order(paths, paths).map(({ pathname }) => pathname)
    expect(ordered.slice(-3)).toEqual(['/', '/yachts', '/wiki/moderation'])
    const partsInOrder = ordered.slice(0, -3).map((pathname) => searchIndexPart(fileOf(pathname), count))
    expect(partsInOrder).toEqual([...partsInOrder].sort())
    // Each language's page of a yacht is in the same part, and the order is otherwise kept.
    expect(ordered.indexOf('/en/yacht/1')).toBe(ordered.indexOf('/yacht/1') + 1)
  })

  it('plans nothing when the build renders only some of the searchable pages', async () => {
    const { parts, paths } = planned(3)
    const rendered = paths.filter(({ pathname }) => pathname !== '/en/yacht/2')
    expect(parts.order(paths, rendered)).toBe(rendered)
    expect(await parts.finish()).toEqual({ count: null, written: new Map() })
  })

  it('writes a part once each of its pages has come out, from their extracts', async () => {
    const { dir, parts, paths, handed } = planned(2)
    parts.order(paths, paths)
    // One part of four pages: a page without an extract (no searchable content) is not in it.
    parts.answered('/yacht/1', '/extracts/0.html')
    parts.answered('/en/yacht/1', '/extracts/1.html')
    parts.answered('/yacht/2', null)
    expect(handed).toEqual([])
    parts.answered('/en/yacht/2', '/extracts/3.html')
    await vi.waitFor(() => expect(handed).toHaveLength(1))
    const { count, written } = await parts.finish()
    expect(count).toBe(1)
    expect(handed).toEqual([{ outputPath: path.join(dir, '0'), files: ['yacht/1/index.html', 'en/yacht/1/index.html', 'en/yacht/2/index.html'] }])
    expect(written.get(0)).toEqual({ files: ['en/yacht/1/index.html', 'en/yacht/2/index.html', 'yacht/1/index.html'], folder: path.join(dir, '0') })
    expect(parts.took('yacht/1/index.html')).toBe(true)
    expect(parts.took('yacht/2/index.html')).toBe(false)
  })

  it('leaves a part with a page that did not come out, or that failed, to be indexed after the pages', async () => {
    const failing = planned(2, async () => {
      throw new Error('Pagefind did not start')
    })
    failing.parts.order(failing.paths, failing.paths)
    for (const [index, address] of ['/yacht/1', '/en/yacht/1', '/yacht/2', '/en/yacht/2'].entries()) failing.parts.answered(address, `/extracts/${index}.html`)
    // Its extracts were taken: the pages themselves are read again.
    await vi.waitFor(() => expect(failing.parts.took('yacht/2/index.html')).toBe(true))
    expect((await failing.parts.finish()).written.size).toBe(0)

    const unfinished = planned(2)
    unfinished.parts.order(unfinished.paths, unfinished.paths)
    unfinished.parts.answered('/yacht/1', '/extracts/0.html')
    expect((await unfinished.parts.finish()).written.size).toBe(0)
    expect(unfinished.handed).toEqual([])
  })

  it('leaves a part not begun when the pages are done to the index after them', async () => {
    const { parts, paths, handed } = planned(2)
    parts.order(paths, paths)
    for (const [index, address] of ['/yacht/1', '/en/yacht/1', '/yacht/2', '/en/yacht/2'].entries()) parts.answered(address, `/extracts/${index}.html`)
    // Done at once: the part was queued, not begun.
    expect((await parts.finish()).written.size).toBe(0)
    expect(handed).toEqual([])
    expect(parts.took('yacht/1/index.html')).toBe(false)
  })
})
