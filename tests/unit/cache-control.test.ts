import { describe, expect, it } from 'vitest'

import { cacheControlFor } from '@scripts/lib/cacheControl'

describe('cache headers of the site server', () => {
  it('cache hashed assets for a year as immutable', () => {
    expect(cacheControlFor('/_astro/client.FVv06Hs5.js')).toBe('public, max-age=31536000, immutable')
  })
  it('make browsers revalidate pages', () => {
    expect(cacheControlFor('/yachts/index.html')).toBe('no-cache')
    expect(cacheControlFor('/en/yachts')).toBe('no-cache')
    expect(cacheControlFor('/sw.js')).toBe('no-cache')
  })
  it('cache the search index chunks for good and revalidate its entry points', () => {
    expect(cacheControlFor('/pagefind/fragment/ru_3f2a1b9.pf_fragment')).toBe('public, max-age=31536000, immutable')
    expect(cacheControlFor('/pagefind/index/en_9c1d2e.pf_index')).toBe('public, max-age=31536000, immutable')
    expect(cacheControlFor('/pagefind/pagefind-entry.json')).toBe('no-cache')
    expect(cacheControlFor('/pagefind/pagefind.js')).toBe('no-cache')
    expect(cacheControlFor('/pagefind/parts.json')).toBe('no-cache')
  })
  it('treat each part of the search index as the main one', () => {
    expect(cacheControlFor('/pagefind-parts/yachts-3/fragment/ru_3f2a1b9.pf_fragment')).toBe('public, max-age=31536000, immutable')
    expect(cacheControlFor('/pagefind-parts/yachts-3/pagefind-entry.json')).toBe('no-cache')
  })
  it('cache other public files for an hour', () => {
    expect(cacheControlFor('/favicon.svg')).toBe('public, max-age=3600')
  })
})
