import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { PAGES_FILE, pagesOfBuild } from '@site/integrations/builtPages'
import { changedPages, pageAddress } from '@site/integrations/changedPages'

const made: string[] = []
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })))
})

async function build(files: Record<string, string>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'changed-pages-'))
  made.push(dir)
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await fs.writeFile(path.join(dir, name), text)
  }
  return dir
}

describe('the pages a build changed', () => {
  it('names each built page by the address it is served at', () => {
    expect(pageAddress('index.html')).toBe('/')
    expect(pageAddress('en/index.html')).toBe('/en/')
    expect(pageAddress('yacht/7/index.html')).toBe('/yacht/7')
    expect(pageAddress('en/yachts/index.html')).toBe('/en/yachts')
    expect(pageAddress('404.html')).toBe('/404')
  })

  it('lists pages added, removed and changed, and none whose bytes are the same', async () => {
    const before = await build({
      'index.html': 'home',
      'yacht/1/index.html': 'price 100',
      'yacht/2/index.html': 'same',
      'yacht/3/index.html': 'gone',
      'yachts/index.html': 'list 100',
      'app.js': 'not a page',
    })
    const after = await build({
      'index.html': 'home',
      'yacht/1/index.html': 'price 120',
      'yacht/2/index.html': 'same',
      'yacht/4/index.html': 'new',
      'yachts/index.html': 'list 120', // same length, other bytes
      'app.js': 'changed, still not a page',
    })
    const { changed, sameAsBefore } = await changedPages(before, after)
    expect(changed).toEqual(['/yacht/1', '/yacht/3', '/yacht/4', '/yachts'])
    expect(sameAsBefore).toEqual(new Set(['index.html', path.join('yacht', '2', 'index.html')]))
  })

  it('finds nothing between two identical builds', async () => {
    const files = { 'index.html': 'home', 'en/index.html': 'home en' }
    expect((await changedPages(await build(files), await build(files))).changed).toEqual([])
  })

  it('compares only the pages the new build rendered: the others are the previous build’s own', async () => {
    const before = await build({ 'yacht/1/index.html': 'price 100', 'yacht/2/index.html': 'same', 'yacht/3/index.html': 'gone' })
    // yacht/2 differs on disk only to show it is not read: the build linked it in from the live build.
    const after = await build({ 'yacht/1/index.html': 'price 120', 'yacht/2/index.html': 'not read', 'yacht/4/index.html': 'new' })
    const rendered = new Set([path.join('yacht', '1', 'index.html'), path.join('yacht', '4', 'index.html')])
    const { changed, sameAsBefore } = await changedPages(before, after, { rendered })
    expect(changed).toEqual(['/yacht/1', '/yacht/3', '/yacht/4'])
    expect(sameAsBefore.size).toBe(0)
  })

  it('takes the pages whose content hashes are known as compared, and reads the others', async () => {
    const before = await build({ 'yacht/1/index.html': 'price 100', 'yacht/2/index.html': 'same', 'yacht/3/index.html': 'same too' })
    // On disk yacht/1 and yacht/2 say the opposite of their hashes, to show they are not read.
    const after = await build({ 'yacht/1/index.html': 'price 100', 'yacht/2/index.html': 'other', 'yacht/3/index.html': 'same too' })
    const known: Record<string, boolean> = { [path.join('yacht', '1', 'index.html')]: false, [path.join('yacht', '2', 'index.html')]: true }
    const { changed, sameAsBefore } = await changedPages(before, after, { sameContent: (file) => known[file] })
    expect(changed).toEqual(['/yacht/1'])
    expect(sameAsBefore).toEqual(new Set([path.join('yacht', '2', 'index.html'), path.join('yacht', '3', 'index.html')]))
  })

  it('takes a build’s pages from its list, and walks its folder only when it has none', async () => {
    const dir = await build({ 'client/yacht/1/index.html': 'a', 'client/yacht/2/index.html': 'b', 'client/_astro/app.js': 'c' })
    expect(await pagesOfBuild(dir)).toEqual(new Set([path.join('yacht', '1', 'index.html'), path.join('yacht', '2', 'index.html')]))
    // The list is the build's own word: the folder is not read when it is there.
    await fs.writeFile(path.join(dir, PAGES_FILE), JSON.stringify(['yacht/1/index.html']))
    expect(await pagesOfBuild(dir)).toEqual(new Set(['yacht/1/index.html']))
  })
})
