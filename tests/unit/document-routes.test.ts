import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { documentWithId } from '@site/lib/staticPaths'

const PAGES = 'site/src/pages'

/** The route files under `folder`, relative to the pages' folder. */
function routeFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(PAGES, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => path.join(folder, file))
}

describe('document routes', () => {
  // A page per document, its paths a feature's static paths (lib/staticPaths.ts): /yacht/[id] and the like.
  const documentRoutes = routeFiles('.').filter(
    (file) => !file.startsWith('en/') && /\[.+\]/.test(file) && /^export const getStaticPaths = \w+StaticPaths$/m.test(fs.readFileSync(path.join(PAGES, file), 'utf8')),
  )

  it('are found', () => {
    expect(documentRoutes).toEqual(expect.arrayContaining(['yacht/[id].astro', 'wiki/[slug].astro', 'events/[id].astro']))
  })

  it('each have an English twin of their own, rendering the same page from the same paths', () => {
    const without = (source: string) => source.replace(/^\/\/.*\n/gm, '')
    for (const file of documentRoutes) {
      const twin = path.join(PAGES, 'en', file)
      expect(fs.existsSync(twin), `${twin} is missing: the i18n fallback would render the English pages`).toBe(true)
      expect(without(fs.readFileSync(twin, 'utf8')), twin).toBe(without(fs.readFileSync(path.join(PAGES, file), 'utf8')))
    }
  })

  it('and no other English route is there', () => {
    for (const file of routeFiles('en')) expect(documentRoutes, file).toContain(file.replace(/^en\//, ''))
  })
})

describe('a page’s document, by its id parameter', () => {
  const yachts = [
    { id: 3, name: 'Баргузин' },
    { id: 12, name: 'Сарма' },
  ]

  it('is the list’s document of that id', () => {
    expect(documentWithId(yachts, '12')?.name).toBe('Сарма')
    expect(documentWithId(yachts, '3')?.name).toBe('Баргузин')
  })

  it('is none for an id the list lacks, or no id', () => {
    expect(documentWithId(yachts, '4')).toBeUndefined()
    expect(documentWithId(yachts, undefined)).toBeUndefined()
    expect(documentWithId([], '3')).toBeUndefined()
  })

  it('is looked up in the list as it is now, for a new list', () => {
    expect(documentWithId([...yachts, { id: 4, name: 'Култук' }], '4')?.name).toBe('Култук')
  })
})
