import { describe, expect, it, vi } from 'vitest'

import { parseConsent, serializeConsent } from '@site/lib/consent'
import { addRecentlyViewed, parseRecentlyViewed, type RecentYacht } from '@site/features/catalogue/recentlyViewed'

describe('cookie consent record', () => {
  it('reads what it wrote; necessary is always allowed', () => {
    expect(parseConsent(serializeConsent({ analytics: false, preferences: true }))).toEqual({ necessary: true, analytics: false, preferences: true })
  })
  it('treats corrupt JSON or a wrong shape as absent, and logs it', () => {
    const log = vi.fn()
    expect(parseConsent('{not json', log)).toBeNull()
    expect(parseConsent('{"analytics":"yes","preferences":true}', log)).toBeNull()
    expect(log).toHaveBeenCalledTimes(2)
    expect(parseConsent(null, log)).toBeNull()
  })
})

const yacht = (id: number): RecentYacht => ({ id, name: `Yacht ${id}`, type: 'sail-yacht', pricePerDay: 1, image: null, viewedAt: `2026-11-0${id}T00:00:00Z` })

describe('recently viewed yachts', () => {
  it('keeps at most five, newest first, without duplicates', () => {
    let list: RecentYacht[] = []
    for (const id of [1, 2, 3, 4, 5, 6]) list = addRecentlyViewed(list, yacht(id))
    expect(list.map((y) => y.id)).toEqual([6, 5, 4, 3, 2])
    list = addRecentlyViewed(list, yacht(4))
    expect(list.map((y) => y.id)).toEqual([4, 6, 5, 3, 2])
  })
  it('ignores a corrupt cookie', () => {
    expect(parseRecentlyViewed('[{"id":"x"}]')).toEqual([])
    expect(parseRecentlyViewed('oops')).toEqual([])
  })
})
