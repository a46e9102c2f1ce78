import { describe, expect, it } from 'vitest'

import { canonicalYachtAddress } from '@scripts/lib/http/secondAddress'

describe('a yacht’s second address', () => {
  it('is served from the canonical page, in both languages, with its query', () => {
    expect(canonicalYachtAddress('/yachts/7')).toBe('/yacht/7')
    expect(canonicalYachtAddress('/yachts/7/')).toBe('/yacht/7')
    expect(canonicalYachtAddress('/en/yachts/12')).toBe('/en/yacht/12')
    expect(canonicalYachtAddress('/yachts/7?service=skipper')).toBe('/yacht/7?service=skipper')
  })

  it('leaves every other address alone', () => {
    for (const url of ['/yachts', '/yachts/', '/en/yachts', '/yacht/7', '/yachts/seven', '/yachts/7/photos', '/api/yachts/7', '/de/yachts/7', '/yachts/7.html']) {
      expect(canonicalYachtAddress(url), url).toBeNull()
    }
  })
})
