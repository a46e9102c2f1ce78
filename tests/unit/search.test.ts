import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pluralize } from '@site/lib/plural'
import {
  isSearchablePageFile,
  MAX_QUERY_LENGTH,
  readSearchState,
  SEARCHABLE_PAGE_FOLDERS,
  safeExcerpt,
  searchIndexPart,
  searchPartCount,
  searchPartPath,
  searchStateToQuery,
} from '@site/lib/search'

describe('site search: the address', () => {
  it('reads the query and a known category', () => {
    expect(readSearchState('?q=%20Ольхон%20%20бухта&category=destination')).toEqual({ query: 'Ольхон бухта', category: 'destination' })
  })
  it('ignores an unknown category and cuts long queries', () => {
    const state = readSearchState(`?q=${'a'.repeat(500)}&category=<script>`)
    expect(state.category).toBeNull()
    expect(state.query).toHaveLength(MAX_QUERY_LENGTH)
  })
  it('writes the same state back', () => {
    expect(searchStateToQuery({ query: 'катамаран', category: 'yacht' })).toBe('?q=%D0%BA%D0%B0%D1%82%D0%B0%D0%BC%D0%B0%D1%80%D0%B0%D0%BD&category=yacht')
    expect(readSearchState(searchStateToQuery({ query: 'a & b', category: null }))).toEqual({ query: 'a & b', category: null })
    expect(searchStateToQuery({ query: '', category: null })).toBe('')
  })
})

describe('site search: excerpts', () => {
  it('keep the marks of matched words', () => {
    expect(safeExcerpt('Вид на <mark>Ольхон</mark> с воды')).toBe('Вид на <mark>Ольхон</mark> с воды')
  })
  it('show any other tag as text', () => {
    expect(safeExcerpt('<img src=x onerror="alert(1)"><mark>yacht</mark>')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;<mark>yacht</mark>')
  })
})

describe('site search: counts', () => {
  const ru = { one: '{{count}} результат', few: '{{count}} результата', many: '{{count}} результатов', other: '{{count}} результата' }
  it('use the Russian plural forms', () => {
    expect(pluralize('ru', 1, ru)).toBe('1 результат')
    expect(pluralize('ru', 3, ru)).toBe('3 результата')
    expect(pluralize('ru', 11, ru)).toBe('11 результатов')
    expect(pluralize('ru', 21, ru)).toBe('21 результат')
  })
  it('use the English ones', () => {
    expect(pluralize('en', 1, { one: '{{count}} result', other: '{{count}} results' })).toBe('1 result')
    expect(pluralize('en', 0, { one: '{{count}} result', other: '{{count}} results' })).toBe('0 results')
  })
})

describe('site search: the pages it reads', () => {
  it('reads each category’s pages at their canonical address, in both languages', () => {
    for (const page of ['yacht/7/index.html', 'en/yacht/7/index.html', 'destination/3/index.html', 'trips/2/index.html', 'en/events/5/index.html', 'wiki/knots/index.html']) {
      expect(isSearchablePageFile(page), page).toBe(true)
    }
  })

  it('skips second addresses, lists and other pages', () => {
    for (const page of [
      'yachts/7/index.html',
      'en/yachts/7/index.html',
      'yacht/7/photos/index.html',
      'yachts/index.html',
      'index.html',
      'en/index.html',
      'events/index.html',
      'account/index.html',
    ]) {
      expect(isSearchablePageFile(page), page).toBe(false)
    }
  })

  it('names a folder of the site’s pages for every category', () => {
    for (const folder of Object.values(SEARCHABLE_PAGE_FOLDERS)) {
      expect(
        fs.readdirSync(path.join('site/src/pages', folder)).some((file) => /^\[.+\]\.astro$/.test(file)),
        folder,
      ).toBe(true)
    }
  })
})

describe('site search: the parts of its index', () => {
  it('has one part for each thousand pages, and one at least', () => {
    expect(searchPartCount(0)).toBe(1)
    expect(searchPartCount(84)).toBe(1)
    expect(searchPartCount(10_056)).toBe(11)
  })

  it('puts a page in the same part in both languages, and spreads the pages over the parts', () => {
    expect(searchIndexPart('en/yacht/7/index.html', 11)).toBe(searchIndexPart('yacht/7/index.html', 11))
    const sizes = new Array(11).fill(0)
    for (let id = 1; id <= 5000; id++) sizes[searchIndexPart(`yacht/${id}/index.html`, 11)] += 1
    expect(Math.min(...sizes)).toBeGreaterThan(400)
    expect(Math.max(...sizes)).toBeLessThan(520)
  })

  it('serves the first part where Pagefind’s own script is looked for, and the others beside it', () => {
    expect(searchPartPath(0)).toBe('/pagefind/')
    expect(searchPartPath(3)).toBe('/pagefind-parts/3/')
  })
})
