import { describe, expect, it } from 'vitest'

import { cacheControlFor } from '../../scripts/lib/cacheControl'

describe('cache headers of the site server', () => {
  it('cache hashed assets for a year as immutable', () => {
    expect(cacheControlFor('/_astro/client.FVv06Hs5.js')).toBe('public, max-age=31536000, immutable')
  })
  it('make browsers revalidate pages', () => {
    expect(cacheControlFor('/yachts/index.html')).toBe('no-cache')
    expect(cacheControlFor('/en/yachts')).toBe('no-cache')
    expect(cacheControlFor('/sw.js')).toBe('no-cache')
  })
  it('cache other public files for an hour', () => {
    expect(cacheControlFor('/favicon.svg')).toBe('public, max-age=3600')
  })
})
